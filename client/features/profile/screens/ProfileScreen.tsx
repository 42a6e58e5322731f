// /private: the signed-in user's profile, plan, resources and listings.
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { msg } from '../../../lib/forms/errors.ts';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { ProfileView } from '../components/ProfileView.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { selectUserData } from '../../../session/user/index.ts';
import { toggleRenew, selectProfile } from '../slice.ts';

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
