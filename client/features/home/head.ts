// The home page's head: the operator as an Organization and the site with its search box (schema.org).
import { BRAND_NAME, OPERATOR } from '../../lib/operator.ts';
import { absolute, DEFAULT_OG_IMAGE_PATH, firstPhoto, type HeadContext, type HeadFacts } from '../../lib/head.ts';

export function homeHead({ state, origin, language }: HeadContext): HeadFacts {
  return {
    image: firstPhoto(state.home.data?.topOffers),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': absolute(origin, '/#organization'),
        name: BRAND_NAME,
        legalName: OPERATOR.company,
        url: absolute(origin, '/'),
        logo: absolute(origin, DEFAULT_OG_IMAGE_PATH),
        email: OPERATOR.email,
        telephone: OPERATOR.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: OPERATOR.street,
          postalCode: OPERATOR.postcode,
          addressLocality: OPERATOR.city,
          addressCountry: OPERATOR.countryCode,
        },
        sameAs: [OPERATOR.social.url],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': absolute(origin, '/#website'),
        name: BRAND_NAME,
        url: absolute(origin, '/'),
        inLanguage: language,
        publisher: { '@id': absolute(origin, '/#organization') },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: absolute(origin, `/search?placeName={search_term_string}&lng=${language}`) },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
