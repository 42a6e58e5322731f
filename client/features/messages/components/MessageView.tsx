// One message. The body is plain text, rendered as text (line breaks kept by CSS): no markup from a
// message can reach the page.
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { fullName } from '../../../../shared/core/format.ts';
import type { Message } from '../../../../shared/contract/messages.ts';
import { formatDate } from '../../../lib/date.ts';
import { pickLocalized } from '../../../lib/localized.ts';

export interface MessageViewProps {
  message: Message;
  /** the signed-in user's id: decides who the other party is */
  meId: string;
  language: Language;
  /** where "reply" leads */
  replyHref: string;
}

export function MessageView({ message, meId, language, replyHref }: MessageViewProps) {
  const { t } = useTranslation();
  const estateTitle = message.estate ? (pickLocalized(message.estate.title ?? {}, language)?.text ?? message.estate.aliasId) : null;
  const fromMe = message.from._id === meId;
  return (
    <article className="message-view">
      <header className="message-view__head">
        <h2 className="message-view__subject">{message.subject}</h2>
        <dl className="facts">
          <dt>{t('privateMessages.from')}</dt>
          <dd>{fullName(message.from, t)}</dd>
          <dt>{t('privateMessages.to')}</dt>
          <dd>{fullName(message.to, t)}</dd>
          <dt>{t('privateMessages.date')}</dt>
          <dd>
            <time dateTime={message.createdAt}>{formatDate(message.createdAt, language)}</time>
          </dd>
          {message.estate ? (
            <>
              <dt>{t('privateMessages.about')}</dt>
              <dd>
                <Link to={`/estate/${encodeURIComponent(message.estate.aliasId)}`}>{estateTitle}</Link>
              </dd>
            </>
          ) : null}
        </dl>
      </header>
      <div className="message-view__body">{message.body}</div>
      <footer className="message-view__actions">
        <Link className="btn btn--action" to={replyHref}>
          {fromMe ? t('privateMessages.writeAgain') : t('privateMessages.reply')}
        </Link>
        <Link to="/private/messages">{t('privateMessages.backToList')}</Link>
      </footer>
    </article>
  );
}
