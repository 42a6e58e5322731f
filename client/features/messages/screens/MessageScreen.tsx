// /private/messages/:messageId
import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { MessageView } from '../components/MessageView.tsx';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { selectUserData } from '../../../session/user/index.ts';
import { selectMessages } from '../slice.ts';

export function MessageScreen() {
  const { t } = useTranslation();
  const { messageId = '' } = useParams();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const me = useSelector(selectUserData);
  const { current } = useSelector(selectMessages);
  const message = current.message && current.message._id === messageId ? current.message : null;
  if (!message || !me) return null;
  return (
    <PrivatePage title={t('titles.message')} unreadMessages={unread}>
      <MessageView message={message} meId={me._id} language={language} replyHref={`/private/messages/new?re=${encodeURIComponent(message._id)}`} />
    </PrivatePage>
  );
}

export default MessageScreen;
