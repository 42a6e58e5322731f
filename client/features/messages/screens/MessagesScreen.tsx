// /private/messages?box=inbox|sent&page=
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { msg } from '../../../lib/forms/errors.ts';
import { MessageList } from '../components/MessageList.tsx';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { boxParam, messagesHref } from '../query.ts';
import { selectMessages } from '../slice.ts';

export function MessagesScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const { list } = useSelector(selectMessages);
  return (
    <PrivatePage
      title={t('titles.messages')}
      unreadMessages={unread}
      actions={
        <Link className="btn btn--action" to="/private/messages/new">
          {t('privateMessages.new')}
        </Link>
      }
    >
      {params.get('sent') ? <FormAlert kind="success" message={msg('privateMessages.sentNotice')} /> : null}
      <MessageList
        box={boxParam(params)}
        messages={list.values}
        language={language}
        page={list.meta.page}
        totalPages={list.meta.totalPages}
        hrefFor={messagesHref}
      />
    </PrivatePage>
  );
}

export default MessagesScreen;
