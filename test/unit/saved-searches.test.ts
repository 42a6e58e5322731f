// Saved searches without a database: the unsubscribe token (signed, tamper-evident, bound to one
// search and one secret), the alert mail (escaped, one-click headers, every language), the stored
// query's canonical form, and the client state's transitions.
import t from 'tap';
import { randomBytes } from 'node:crypto';
import { signUnsubscribe, verifyUnsubscribe } from '../../api/savedSearches/token.ts';
import { alertMail } from '../../api/savedSearches/mail.ts';
import { canonicalQuery, searchUrlOf } from '../../api/savedSearches/service.ts';
import {
  changeSavedSearch,
  initialSavedSearchesState,
  savedSearchChangeFailed,
  savedSearchChanged,
  savedSearchesLoaded,
  savedSearchesReducer,
  savedSearchRemoved,
} from '../../client/features/savedSearches/slice.ts';
import type { SavedSearch } from '../../shared/contract/saved-searches.ts';
import { LANGUAGES } from '../../shared/core/constants.ts';

t.test('the unsubscribe token', async (t) => {
  const secret = randomBytes(32);
  const token = signUnsubscribe(secret, 'search-1');
  t.equal(verifyUnsubscribe(secret, token), 'search-1', 'round trip');
  t.equal(verifyUnsubscribe(randomBytes(32), token), null, 'another secret refuses it');
  const [id, mac] = token.split('.');
  t.equal(verifyUnsubscribe(secret, `${Buffer.from('search-2').toString('base64url')}.${mac}`), null, 'another search with its signature is refused');
  t.equal(verifyUnsubscribe(secret, `${id}.${mac![0] === 'A' ? 'B' : 'A'}${mac!.slice(1)}`), null, 'a changed signature is refused');
  // the last character's 2 low bits are padding: flipping them decodes to the same bytes (issue 21)
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(mac!.at(-1)!);
  for (const bits of [1, 2, 3]) {
    const twin = `${mac!.slice(0, -1)}${alphabet[last ^ bits]}`;
    t.same(Buffer.from(twin, 'base64url'), Buffer.from(mac!, 'base64url'), 'the same signature bytes');
    t.equal(verifyUnsubscribe(secret, `${id}.${twin}`), null, `a non-canonical last character is refused (${bits})`);
  }
  for (const bad of ['', 'x', `${id}.`, `.${mac}`, `${id}.${mac}.x`, `${id}==.${mac}`])
    t.equal(verifyUnsubscribe(secret, bad), null, `"${bad.slice(0, 12)}…"`);
});

t.test('the alert mail', async (t) => {
  const input = {
    name: 'Eve <script>',
    search: 'Villas "sea" & <pool>',
    newItems: [{ title: '<b>Villa</b>', place: 'Nerja, ES', price: '€450,000', link: 'https://x.test/estate/a?lng=en' }],
    drops: [{ title: 'Flat', place: 'Málaga, ES', price: '€200,000', before: '€220,000', link: 'https://x.test/estate/b?lng=en' }],
    searchLink: 'https://x.test/search/ES?lng=en',
    manageLink: 'https://x.test/private/saved-searches?lng=en',
    unsubscribePage: 'https://x.test/saved-searches/unsubscribe?token=abc&lng=en',
    unsubscribePost: 'https://x.test/api/saved-searches/unsubscribe?token=abc',
  };
  const mail = alertMail('eve@example.com', 'en', input);
  t.equal(mail.subject, '2 new for your search "Villas "sea" & <pool>"');
  t.same(mail.headers, {
    'List-Unsubscribe': '<https://x.test/api/saved-searches/unsubscribe?token=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  t.notMatch(mail.html, /<script>|<b>Villa|<pool>/, 'data is escaped in HTML');
  t.match(mail.html, /&lt;b&gt;Villa&lt;\/b&gt;/);
  t.match(mail.text, /Flat, Málaga, ES: €200,000 \(was €220,000\)/);
  for (const lng of LANGUAGES) {
    const m = alertMail('eve@example.com', lng, { ...input, search: 'S\r\nBcc: x' });
    t.notMatch(m.subject, /[\r\n]/, `${lng}: no line break reaches the subject`);
    t.ok(m.text.includes(input.unsubscribePage), `${lng}: the text links the unsubscribe page`);
  }
  t.match(alertMail('x@example.com', 'ru', { ...input, drops: [] }).subject, /^1 новинка по поиску/);
  t.match(
    alertMail('x@example.com', 'ru', { ...input, newItems: [...input.newItems, ...input.drops, ...input.drops, ...input.drops], drops: [] }).subject,
    /^4 новинки/,
  );
});

t.test('a stored query is canonical', async (t) => {
  t.equal(
    canonicalQuery('?page=4&dealType=sale&geoData.countryCode=es&estateType=castle,villa,nonsense'),
    'geoData.countryCode=ES&dealType=sale&estateType=villa,castle',
  );
  t.equal(canonicalQuery('currency=EUR'), '', 'defaults are left out');
  t.equal(searchUrlOf('geoData.countryCode=ES&currency=usd'), '/search/ES?currency=usd');
  t.equal(searchUrlOf(''), '/search');
});

t.test('the client state', async (t) => {
  const a: SavedSearch = {
    id: 'a',
    name: 'A',
    query: '',
    url: '/search',
    currency: 'eur',
    frequency: 'daily',
    enabled: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastRunAt: null,
  };
  let s = savedSearchesReducer(initialSavedSearchesState, savedSearchesLoaded({ values: [a, { ...a, id: 'b' }] }));
  s = savedSearchesReducer(s, changeSavedSearch({ id: 'a', patch: { enabled: false } }));
  t.same(s.pending, ['a'], 'the row waits');
  s = savedSearchesReducer(s, savedSearchChanged({ search: { ...a, enabled: false } }));
  t.same(s.pending, []);
  t.equal(s.list.values[0]!.enabled, false, 'the answer replaces the row');
  s = savedSearchesReducer(s, changeSavedSearch({ id: 'b', patch: { name: 'B' } }));
  s = savedSearchesReducer(s, savedSearchChangeFailed({ id: 'b' }));
  t.equal(s.failed, 'b', 'a refusal is shown beside its row');
  s = savedSearchesReducer(s, savedSearchRemoved({ id: 'a' }));
  t.same(
    s.list.values.map((v) => v.id),
    ['b'],
  );
});
