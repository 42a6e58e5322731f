// The contract's length limits as plain numbers: the schemas (users.ts, auth.ts, contact.ts,
// messages.ts, estate-inputs.ts) are built from them, and the client's form checks read the same numbers. No schema
// code here, so the client may import this module for its values (test/unit/boundaries.test.ts).

/** The account fields (sign-up, profile, the advert's contact step). */
export const USER_LIMITS = {
  personName: 80,
  city: 120,
  area: 120,
  phone: 40,
  company: 160,
  emailMin: 3,
  email: 254,
  passwordMin: 8,
  password: 200,
  /** the text about a realtor, per language */
  about: 5000,
} as const;

/** The contact form. `messageMin` is the form's own floor (the api takes any non-blank message). */
export const CONTACT_LIMITS = { name: 120, email: USER_LIMITS.email, subject: 200, messageMin: 10, message: 5000 } as const;

/** A message between users. */
export const MESSAGE_LIMITS = { subject: 200, body: 5000 } as const;

/** An estate's texts (the create and patch bodies): titles, descriptions and locations per language. */
export const ESTATE_LIMITS = {
  title: 200,
  description: 20_000,
  location: 300,
  city: 100,
  area: 100,
  address: 200,
  commission: 100,
  externalRef: 100,
} as const;

/**
 * A search's total is counted exactly up to this many matches; beyond it the api answers the
 * planner's estimate with `totalExact: false` and the page says "more than 10,000" (counting every
 * match of a wide search costs a scan of them all).
 */
export const SEARCH_EXACT_TOTAL = 10_000;

/** A visitor's report of a listing (issue 23): why, and an optional message of at most `message` characters. */
export const REPORT_REASONS = ['spam', 'fraud', 'wrong_data', 'sold_or_let', 'offensive', 'other'] as const;
export const REPORT_LIMITS = { message: 2000 } as const;

/**
 * An enquiry about a listing (issue 24, leads): the visitor's name, address, optional phone and
 * message; the lister's private note on it. The estate page's form checks the same numbers.
 */
export const LEAD_LIMITS = { name: 120, email: USER_LIMITS.email, phone: USER_LIMITS.phone, message: 5000, note: 2000 } as const;
/** What a lister marks an enquiry as: new when it arrives, then contacted, then closed. */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
