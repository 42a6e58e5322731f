// /private/messages: inbox or sent messages, newest first; unread ones are marked (and announced).
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { fullName } from '../../../../shared/core/format.ts';
import type { Message, MessageBox } from '../../../../shared/contract/messages.ts';
import { formatDate } from '../../../lib/date.ts';
import { Pagination } from '../../../ui/Pagination.tsx';

export interface MessageListProps {
  box: MessageBox;
  messages: readonly Message[];
  language: Language;
  page: number;
  totalPages: number;
  hrefFor(box: MessageBox, page: number): string;
}

export function MessageList({ box, messages, language, page, totalPages, hrefFor }: MessageListProps) {
  const { t } = useTranslation();
  return (
    <div className="message-list">
      <nav className="status-filter" aria-label={t('privateMessages.boxesLabel')}>
        {(['inbox', 'sent'] as const).map((b) => (
          <Link
            key={b}
            to={hrefFor(b, 1)}
            className={`status-filter__link${b === box ? ' is-active' : ''}`}
            aria-current={b === box ? 'page' : undefined}
          >
            {t(`privateMessages.${b}`)}
          </Link>
        ))}
      </nav>
      {messages.length === 0 ? (
        <p className="message-list__empty">{t(box === 'inbox' ? 'privateMessages.emptyInbox' : 'privateMessages.emptySent')}</p>
      ) : (
        <ul className="message-list__items">
          {messages.map((m) => {
            const unread = box === 'inbox' && m.readAt === null;
            const party = box === 'inbox' ? m.from : m.to;
            return (
              <li key={m._id} className={`message-row${unread ? ' is-unread' : ''}`}>
                <Link className="message-row__link" to={`/private/messages/${encodeURIComponent(m._id)}`}>
                  <span className="message-row__party">
                    {box === 'inbox' ? t('privateMessages.from') : t('privateMessages.to')} {fullName(party, t)}
                  </span>
                  <span className="message-row__subject">
                    {unread ? <span className="message-row__new">{t('privateMessages.unread')}</span> : null}
                    {m.subject}
                  </span>
                  <time className="message-row__date" dateTime={m.createdAt}>
                    {formatDate(m.createdAt, language)}
                  </time>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => hrefFor(box, p)} label={t('privateMessages.pagesLabel')} />
    </div>
  );
}
