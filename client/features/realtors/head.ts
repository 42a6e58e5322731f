// A realtor profile's head: the realtor's own words (or a line naming them) and a listing's photo.
import type { Language } from '../../../shared/core/constants.ts';
import { fullName } from '../../../shared/core/format.ts';
import { firstPhoto, plainText, type HeadContext, type HeadFacts } from '../../lib/head.ts';
import { pickLocalized } from '../../lib/localized.ts';

export function realtorHead({ state, match, language, t }: HeadContext): HeadFacts {
  const p = state.realtors.profile;
  const user = p.aliasId === match.params.aliasId ? p.user : null;
  if (!user) return {};
  const about = plainText(pickLocalized(user.about as Record<Language, string>, language)?.text ?? '');
  const name = user.company || fullName(user, t);
  return {
    description: about || t('seo.realtorDescription', { name, count: user.estates.published }),
    image: firstPhoto(p.estates.values),
    ogType: 'profile',
  };
}
