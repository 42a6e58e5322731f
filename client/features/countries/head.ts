// A country guide's head: the guide's own text as description, breadcrumbs countries → country.
import { countryName, normalizeCountryCode } from '../../../shared/geo/countries.ts';
import { breadcrumbs, plainText, type HeadContext, type HeadFacts } from '../../lib/head.ts';

export function countryHead({ state, match, language, origin, t }: HeadContext): HeadFacts {
  const cc = normalizeCountryCode(match.params.countryCode);
  const guide = state.countries.guide.info;
  const name = cc ? countryName(cc, language) : '';
  const text = guide && guide.countryCode === cc ? plainText(guide.fullText) : '';
  return {
    description: text || (cc ? t('seo.countryDescription', { country: name }) : null),
    jsonLd: [
      breadcrumbs(origin, language, [
        { name: t('titles.home'), path: '/' },
        { name: t('titles.countries'), path: '/countries' },
        ...(cc ? [{ name, path: `/countries/${cc}` }] : []),
      ]),
    ],
  };
}
