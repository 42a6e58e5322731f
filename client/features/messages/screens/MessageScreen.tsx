// /private/messages/:messageId
import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessageView } from '../../components/messages/MessageView.tsx';
import { PrivatePage } from '../../components/profile/PrivatePage.tsx';
import { selectLanguage } from '../language/selectors.ts';
import { selectUnreadMessages } from '../messages/selectors.ts';
import { selectUserData } from '../user/selectors.ts';
import { selectPrivateMessages } from './selectors.ts';

export function MessageScreen() {
  const { t } = useTranslation();
  const { messageId = '' } = useParams();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const me = useSelector(selectUserData);
  const { current } = useSelector(selectPrivateMessages);
  const message = current.message && current.message._id === messageId ? current.message : null;
  if (!message || !me) return null;
  return (
    <PrivatePage title={t('titles.message')} unreadMessages={unread}>
      <MessageView message={message} meId={me._id} language={language} replyHref={`/private/messages/new?re=${encodeURIComponent(message._id)}`} />
    </PrivatePage>
  );
}

export default MessageScreen;
