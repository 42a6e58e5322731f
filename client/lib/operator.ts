// Who runs the site: the brand and the German operator's legal and contact details, shown in the
// header, the footer and on the contact screens. One place, so the imprint data never diverges.

export const BRAND_NAME = 'Estate Marketplace';

export const OPERATOR = {
  company: 'Estate Marketplace GmbH',
  street: 'Friedrichstraße 68',
  postcode: '10117',
  city: 'Berlin',
  countryCode: 'DE',
  phone: '+49 30 20188420',
  email: 'info@estate-marketplace.de',
  register: 'HRB 214365 B, Amtsgericht Charlottenburg',
  vatId: 'DE 318 542 907',
  social: { network: 'Facebook', url: 'https://www.facebook.com/estatemarketplace' },
  /** the year the copyright line names; a constant, so server and browser render the same text */
  copyrightYear: 2026,
} as const;
