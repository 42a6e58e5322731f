// /private: the signed-in user's profile, plan, resources and listings, and their data (export, erasure).
import { useEffect } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { msg } from '../../../lib/forms/errors.ts';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { ProfileView } from '../components/ProfileView.tsx';
import { YourData } from '../components/YourData.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { selectUserData } from '../../../session/user/index.ts';
import { deleteAccount, toggleRenew, selectProfile } from '../slice.ts';

export function ProfileScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const user = useSelector(selectUserData);
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const profile = useSelector(selectProfile);
  const navigate = useNavigate();
  const erased = profile.erase.done;
  useEffect(() => {
    // signed out by the saga; home says what happened (client/app/AppShell.tsx reads the notice)
    if (erased) navigate('/', { replace: true, state: { notice: 'accountDeleted' } });
  }, [erased, navigate]);
  if (!user) return null;
  return (
    <PrivatePage title={t('titles.profile')} unreadMessages={unread}>
      {profile.renewError ? <FormAlert message={msg('profile.subscription.renewFailed')} /> : null}
      <ProfileView
        user={user}
        language={language}
        subscriptions={profile.subscriptions}
        estateCounts={profile.estateCounts}
        renewBusyId={profile.renewBusyId}
        onToggleRenew={(subscriptionId) => dispatch(toggleRenew({ subscriptionId }))}
      />
      <YourData busy={profile.erase.busy} serverErrors={profile.erase.errors} onDelete={(password) => dispatch(deleteAccount({ password }))} />
    </PrivatePage>
  );
}

export default ProfileScreen;
