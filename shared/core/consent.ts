// Consent before analytics (issue 22): the visitor's choice lives in a first-party cookie
// `consent=analytics` or `consent=none`; without one nothing of analytics is loaded or sent. The
// gateway reads it for the server-rendered page (no script tag without consent), the browser for
// the data layer and the banner. Runs unchanged on Node and in the browser.

export const CONSENT_COOKIE = 'consent';
export const CONSENT_VALUES = ['analytics', 'none'] as const;
export type Consent = (typeof CONSENT_VALUES)[number];
/** a year, as long as the choice is remembered before the banner asks again */
export const CONSENT_MAX_AGE_S = 365 * 86_400;

/** The choice a cookie value stands for; null for a missing or unknown value (then ask). */
export function consentOf(value: string | null | undefined): Consent | null {
  return (CONSENT_VALUES as readonly string[]).includes(value ?? '') ? (value as Consent) : null;
}

/** The choice in a Cookie header or document.cookie string. */
export function consentFromCookies(cookies: string | null | undefined): Consent | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return consentOf(rest.join('='));
  }
  return null;
}

/** Whether analytics may load: only after an explicit yes. */
export const analyticsAllowed = (consent: Consent | null): boolean => consent === 'analytics';

/** The document.cookie assignment that records a choice (first-party, whole site, Lax). */
export function consentCookieString(consent: Consent, secure = false): string {
  return `${CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
