// "Updated N days ago" (issue 24, item 6) for N > 0: with a listing's last confirmation moved back in
// the database, the api's `updatedDaysAgo` counts the whole days (on the estate and on search cards),
// and the pages through the gateway (real renderer) say it in the visitor's language and plural form,
// on the estate page and on the search card; an edit brings it back to "today". Runs on PGlite and
// (DATABASE_URL) a PostgreSQL server.
import t from 'tap';
import { call } from '../helpers/api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';
import { allTranslations } from '../helpers/locales.ts';
import { SHARED_TTL_MS } from '../../gateway/api-reader.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import type { Language } from '../../shared/core/constants.ts';

let stack: Stack;
t.before(async () => {
  stack = await startStack({ estates: 0 });
});
t.teardown(() => stack?.close());

const card = (lng: Language) => (allTranslations(lng) as { estateCard: Record<string, string> }).estateCard;

/** Moves the listing's last edit and confirmation `days` days (and an hour) into the past. */
async function age(aliasId: string, days: number) {
  await stack.api.db.query(
    `UPDATE estates SET confirmed_at = now() - make_interval(days => $2::int, hours => 1), updated_at = now() - make_interval(days => $2::int, hours => 1) WHERE alias_id = $1`,
    [aliasId, days],
  );
  // the gateway keeps an api answer for a second (gateway/api-reader.ts SHARED_TTL_MS)
  await new Promise((r) => setTimeout(r, SHARED_TTL_MS + 100));
}

const page = async (path: string) => {
  const res = await fetch(`${stack.gatewayUrl}${path}`);
  return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, '') };
};

/** The text of the element with the class (the first one), tags dropped. */
const textOfClass = (html: string, cls: string): string | undefined => new RegExp(`class="${cls}"[^>]*>([^<]*)<`).exec(html)?.[1];

t.test('a listing confirmed days ago says so in the api and on its pages', async (t) => {
  const owner = await newUser(stack.api);
  const created = await call<Estate>(stack.api, 'POST', '/api/estate', estateBody({ title: { en: 'Aged villa', de: 'Alte Villa' } }), owner.token);
  t.equal(created.status, 201);
  const aliasId = created.body.aliasId;
  t.equal(created.body.updatedDaysAgo, 0, 'new: today');

  await age(aliasId, 5);
  const one = await call<Estate>(stack.api, 'GET', `/api/estate/${aliasId}`);
  t.equal(one.body.updatedDaysAgo, 5, 'the estate: 5 whole days');
  const search = await call<{ values: Estate[] }>(stack.api, 'GET', '/api/estate/search?lang=en&onPage=50');
  t.equal(search.body.values.find((e) => e.aliasId === aliasId)?.updatedDaysAgo, 5, 'the search card too');

  const expected: Record<Language, string> = {
    en: 'Updated 5 days ago',
    de: 'Vor 5 Tagen aktualisiert',
    es: 'Actualizado hace 5 días',
    ru: 'Обновлено 5 дней назад',
  };
  for (const lng of ['en', 'de', 'es', 'ru'] as const) {
    const estatePage = await page(`/estate/${aliasId}?lng=${lng}`);
    t.equal(estatePage.status, 200);
    t.equal(textOfClass(estatePage.html, 'estate-view__updated'), expected[lng], `${lng}: the estate page`);
    const searchPage = await page(`/search?lng=${lng}`);
    t.equal(searchPage.status, 200);
    t.equal(textOfClass(searchPage.html, 'estate-card__updated'), expected[lng], `${lng}: the search card`);
  }
  t.equal(expected.en, card('en').updatedDaysAgo_other.replace('{{count}}', '5'), 'the words are the locale’s');

  await age(aliasId, 1);
  t.equal((await call<Estate>(stack.api, 'GET', `/api/estate/${aliasId}`)).body.updatedDaysAgo, 1);
  t.equal(textOfClass((await page(`/estate/${aliasId}?lng=de`)).html, 'estate-view__updated'), card('de').updatedYesterday, 'one day: yesterday');
  await age(aliasId, 21);
  t.equal(textOfClass((await page(`/estate/${aliasId}?lng=ru`)).html, 'estate-view__updated'), 'Обновлено 21 день назад', 'Russian plural: one');
  t.equal(textOfClass((await page(`/search?lng=ru`)).html, 'estate-card__updated'), 'Обновлено 21 день назад', 'and on the card');

  const patch = await call<Estate>(stack.api, 'PATCH', `/api/estate/${aliasId}`, { price: 455_000 }, owner.token);
  t.equal(patch.status, 200);
  t.equal(patch.body.updatedDaysAgo, 0, 'an edit confirms it: today again');
  await new Promise((r) => setTimeout(r, SHARED_TTL_MS + 100));
  t.equal(textOfClass((await page(`/estate/${aliasId}?lng=en`)).html, 'estate-view__updated'), card('en').updatedToday);
});
