// /private: the signed-in user's profile, plan, resources and listings.
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/forms/FormAlert.tsx';
import { msg } from '../../components/forms/messages.ts';
import { PrivatePage } from '../../components/profile/PrivatePage.tsx';
import { ProfileView } from '../../components/profile/ProfileView.tsx';
import { selectLanguage } from '../language/selectors.ts';
import { selectUnreadMessages } from '../messages/selectors.ts';
import { selectUserData } from '../user/selectors.ts';
import { toggleRenew } from './actions.ts';
import { selectProfile } from './selectors.ts';

export function ProfileScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const user = useSelector(selectUserData);
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const profile = useSelector(selectProfile);
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
    </PrivatePage>
  );
}

export default ProfileScreen;
