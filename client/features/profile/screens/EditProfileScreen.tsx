// /private/editprofile: `?updateDataRequired=true` (set by the guard for a user whose place is
// invalid) shows a notice; once saved with a valid place the user goes on to the private area.
import { useEffect, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { USER_TAGS } from '../../../../shared/core/constants.ts';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { ProfileForm, type ProfileValues } from '../components/ProfileForm.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { selectUserData } from '../../../session/user/index.ts';
import { profileFormOpened, saveProfile, type ProfilePatch } from '../slice.ts';
import { selectProfile } from '../slice.ts';

export function toProfilePatch(v: ProfileValues): ProfilePatch {
  const isRealtor = v.accountType === 'realtor';
  const patch: ProfilePatch = {
    title: v.title,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    isRealtor,
    company: isRealtor && v.company.trim() ? v.company.trim() : null,
    phone: v.phone.trim() || null,
    language: v.language,
    countryCode: v.countryCode,
    area: v.area.trim() || null,
    city: v.city.trim(),
  };
  if (isRealtor) patch.about = Object.fromEntries(Object.entries(v.about).map(([l, text]) => [l, text.trim()]));
  return patch;
}

export function EditProfileScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSelector(selectUserData);
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const { save } = useSelector(selectProfile);
  const [sent, setSent] = useState(false);
  const saved = sent && save.done;
  const updateRequired = params.get('updateDataRequired') === 'true';
  const stillIncorrect = user?.tags.includes(USER_TAGS.incorrectGeoData) ?? false;

  useEffect(() => {
    dispatch(profileFormOpened());
  }, [dispatch]);

  useEffect(() => {
    if (saved && updateRequired && !stillIncorrect) navigate('/private', { replace: true });
  }, [saved, updateRequired, stillIncorrect, navigate]);

  if (!user) return null;
  return (
    <PrivatePage title={t('titles.editProfile')} unreadMessages={unread}>
      <ProfileForm
        user={user}
        language={language}
        updateRequired={updateRequired || stillIncorrect}
        busy={save.busy}
        saved={saved}
        serverErrors={save.errors}
        onSubmit={(v) => {
          setSent(true);
          dispatch(saveProfile(toProfilePatch(v)));
        }}
      />
    </PrivatePage>
  );
}

export default EditProfileScreen;
