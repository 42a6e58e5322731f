// /private/messages/new?to=&estate=&re=&subject=
import { useEffect, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { fullName } from '../../../../shared/core/format.ts';
import { MessageForm } from '../components/MessageForm.tsx';
import { pickLocalized } from '../../../lib/localized.ts';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { selectMessages, sendMessage } from '../slice.ts';

export function NewMessageScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const { compose, send } = useSelector(selectMessages);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (sent && send.done) navigate('/private/messages?box=sent&sent=1', { replace: true });
  }, [sent, send.done, navigate]);

  if (compose.status !== 'success') return null;
  const estateTitle = compose.estate ? (pickLocalized(compose.estate.title, language)?.text ?? compose.estate.aliasId) : null;
  return (
    <PrivatePage title={t('titles.newMessage')} unreadMessages={unread}>
      <MessageForm
        key={compose.key}
        initial={{ to: compose.to, subject: compose.subject, body: '' }}
        recipientName={compose.recipient ? fullName(compose.recipient, t) : null}
        estateTitle={estateTitle}
        busy={send.busy}
        serverErrors={send.errors}
        onSubmit={(v) => {
          setSent(true);
          dispatch(
            sendMessage({
              to: v.to.trim(),
              subject: v.subject.trim(),
              body: v.body,
              ...(compose.estate ? { estateAliasId: compose.estate.aliasId } : {}),
            }),
          );
        }}
      />
    </PrivatePage>
  );
}

export default NewMessageScreen;
