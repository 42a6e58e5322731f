// Consent before analytics (issue 22, shared/core/consent.ts): only an explicit `consent=analytics`
// allows analytics; a missing, unknown or `none` value does not, and the banner asks when nothing
// valid is recorded. The gateway's server render leaves the gtag script out without consent.
import t from 'tap';
import { analyticsAllowed, consentCookieString, consentFromCookies, consentOf } from '../../shared/core/consent.ts';
import { mustAsk } from '../../client/analytics/ConsentBanner.tsx';

t.test('the cookie value', async (t) => {
  t.equal(consentOf('analytics'), 'analytics');
  t.equal(consentOf('none'), 'none');
  t.equal(consentOf('yes'), null, 'an unknown value is no choice');
  t.equal(consentOf(undefined), null);
  t.equal(consentFromCookies('lng=de; consent=analytics; cur=eur'), 'analytics', 'found among other cookies');
  t.equal(consentFromCookies('consent=none'), 'none');
  t.equal(consentFromCookies('xconsent=analytics'), null, 'only the exact name');
  t.equal(consentFromCookies(''), null);
});

t.test('analytics only after a yes', async (t) => {
  t.equal(analyticsAllowed('analytics'), true);
  t.equal(analyticsAllowed('none'), false);
  t.equal(analyticsAllowed(null), false, 'no choice is no');
});

t.test('the banner asks until a valid choice is recorded', async (t) => {
  t.equal(mustAsk(''), true);
  t.equal(mustAsk('consent=maybe'), true);
  t.equal(mustAsk('consent=none'), false, 'a refusal is remembered as well as a yes');
  t.equal(mustAsk('consent=analytics'), false);
});

t.test('the cookie a choice writes', async (t) => {
  const cookie = consentCookieString('none');
  t.match(cookie, /^consent=none; Path=\/; Max-Age=31536000; SameSite=Lax$/, 'first-party, whole site, a year');
  t.match(consentCookieString('analytics', true), /; Secure$/, 'Secure on https');
  t.equal(consentFromCookies(cookie.split(';')[0]), 'none', 'reads back');
});
