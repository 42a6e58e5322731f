import type { Subscription } from '../../../shared/types.ts';
import type { FormErrors } from '../../components/forms/messages.ts';
import { actionCreator } from '../../store/action.ts';
import type { EstateCounts } from './state.ts';

/** `PATCH /api/user/current` */
export interface ProfilePatch {
  title: string;
  firstName: string;
  lastName: string;
  isRealtor: boolean;
  company: string | null;
  phone: string | null;
  language: string;
  countryCode: string;
  area: string | null;
  city: string;
  about?: Record<string, string>;
}

/** the page data of /private */
export const fetchProfile = actionCreator('profile/fetch');
export const profileLoaded = actionCreator<{ subscriptions: Subscription[]; estateCounts: EstateCounts | null }>('profile/loaded');
export const profileLoadFailed = actionCreator('profile/loadFailed');

export const saveProfile = actionCreator<ProfilePatch>('profile/save');
export const profileSaved = actionCreator('profile/saved');
export const profileSaveFailed = actionCreator<FormErrors>('profile/saveFailed');
export const profileFormOpened = actionCreator('profile/formOpened');

export const toggleRenew = actionCreator<{ subscriptionId: string }>('profile/toggleRenew');
export const renewToggled = actionCreator<Subscription>('profile/renewToggled');
export const renewFailed = actionCreator<string>('profile/renewFailed');
