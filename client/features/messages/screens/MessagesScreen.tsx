// /private/messages?box=inbox|sent&page=
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/forms/FormAlert.tsx';
import { msg } from '../../components/forms/messages.ts';
import { MessageList } from '../../components/messages/MessageList.tsx';
import { PrivatePage } from '../../components/profile/PrivatePage.tsx';
import { selectLanguage } from '../language/selectors.ts';
import { selectUnreadMessages } from '../messages/selectors.ts';
import { boxParam, messagesHref } from './query.ts';
import { selectPrivateMessages } from './selectors.ts';

export function MessagesScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const { list } = useSelector(selectPrivateMessages);
  return (
    <PrivatePage title={t('titles.messages')} unreadMessages={unread} actions={<Link className="btn btn--action" to="/private/messages/new">{t('privateMessages.new')}</Link>}>
      {params.get('sent') ? <FormAlert kind="success" message={msg('privateMessages.sentNotice')} /> : null}
      <MessageList box={boxParam(params)} messages={list.values} language={language} page={list.meta.page} totalPages={list.meta.totalPages} hrefFor={messagesHref} />
    </PrivatePage>
  );
}

export default MessagesScreen;
