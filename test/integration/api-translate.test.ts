// Listings in the reader's language (issue 26, item 1) over HTTP through the gateway, on PGlite and
// (DATABASE_URL) a PostgreSQL server, with a LibreTranslate-compatible server of the test's own
// (test/helpers/libretranslate.ts: "[de] <text>"). The job on the queue makes the translation after a
// create and after an import (also one whose run failed after writing listings: they stay, translated); GET ?lang=de then answers description.de in German with descriptionLanguage,
// descriptionOriginal and translation {provider, from}; an unchanged text is not sent again; an edit
// makes it again; the lister's own German wins; without an engine the original shows with its
// language; an engine failure or time-out leaves the original and is retried; a spent daily budget
// sends nothing; engine output is escaped. Lists asked with lang (search cards and whole listings, the
// home aggregate, favourites, the saved-search alert mail) carry the cached title translation too,
// the lister's own text preferred, and reading them never calls the engine.
import { rm, writeFile } from 'node:fs/promises';
import t from 'tap';
import { call, outbox } from '../helpers/api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { startFakeLibreTranslate, type FakeLibreTranslate } from '../helpers/libretranslate.ts';
import { estateBody, newUser, type TestUser } from './api-estates-fixtures.ts';
import { TRANSLATE_QUEUE } from '../../api/estates/translations-plugin.ts';
import type { Estate, EstateList, EstateSearchResult } from '../../shared/contract/estates.ts';
import type { HomePageData } from '../../shared/contract/pages.ts';
import { runSavedSearchAlerts } from '../../api/savedSearches/alerts.ts';
import { importFeed, upload, waitForImport } from './api-import-fixtures.ts';

const RU_TITLE = 'Вилла у моря';
const RU_TEXT = '<p>Светлая вилла в пяти минутах от пляжа.</p>';

let engine: FakeLibreTranslate;
let stack: Stack;
let gw: { url: string };
let owner: TestUser;

t.before(async () => {
  engine = await startFakeLibreTranslate();
  stack = await startStack({
    estates: 0,
    api: {
      config: {
        jobsPollSeconds: 0.5,
        alertsIntervalMs: 0,
        // an import writes one listing per batch, so a run can fail after writing some
        import: { batchSize: 1 },
        translate: { url: engine.url, timeoutMs: 1500, retryDelaySeconds: 1, dailyChars: 1_000_000 },
      },
    },
  });
  gw = { url: stack.gatewayUrl };
});
t.teardown(async () => {
  await stack?.close();
  await engine?.close();
});

const read = async (aliasId: string, lang = 'de') => {
  const res = await call<Estate>(gw, 'GET', `/api/estate/${aliasId}?lang=${lang}`);
  if (res.status !== 200) throw new Error(`read ${aliasId}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** Polls until `check` holds (the queue polls every half second), else fails after `ms`. */
async function until<T>(what: string, get: () => Promise<T>, check: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (check(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const queueIdle = () =>
  until(
    'the translation queue to be idle',
    () => stack.api.app.jobs.pending(TRANSLATE_QUEUE),
    (n) => n === 0,
  );

/** Publishes as a fresh owner (the free plan holds 3 publications). */
async function publish(body: Record<string, unknown>): Promise<Estate> {
  owner = await newUser(stack.api, 'legacy-free');
  const res = await call<Estate>(gw, 'POST', '/api/estate', estateBody(body), owner.token);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const callsFor = (text: string) => engine.calls.filter((c) => c.q.includes(text));

t.test('a Russian listing reads in German after the job ran, marked machine-translated, the original beside it', async (t) => {
  const estate = await publish({ title: { ru: RU_TITLE }, description: { ru: RU_TEXT } });
  const de = await until(
    'the German translation',
    () => read(estate.aliasId),
    (e) => e.translation !== undefined,
  );
  t.equal(de.description.de, '<p>[de] Светлая вилла в пяти минутах от пляжа.</p>', 'description in German (the engine got plain text)');
  t.equal(de.descriptionLanguage, 'de');
  t.equal(de.descriptionOriginal, RU_TEXT, 'the original one click away');
  t.same(de.translation, { provider: 'libretranslate', from: 'ru' });
  t.equal(de.title.de, `[de] ${RU_TITLE}`, 'titles follow the same path');
  t.same(de.titleTranslation, { provider: 'libretranslate', from: 'ru' });
  t.equal(de.titleOriginal, RU_TITLE);
  t.equal(de.description.ru, RU_TEXT, 'the lister’s own text is still there');

  await queueIdle();
  const sent = callsFor('Светлая вилла');
  t.same(sent.map((c) => c.target).sort(), ['de', 'en', 'es'], 'one request per missing language, none for Russian');
  t.ok(
    sent.every((c) => c.source === 'ru' && c.format === 'text' && !c.q.includes('<')),
    'LibreTranslate shape: source, target, format text, no markup',
  );

  const ru = await read(estate.aliasId, 'ru');
  t.equal(ru.descriptionLanguage, 'ru');
  t.equal(ru.translation, undefined, 'the original language is not marked');
  const plain = await call<Estate>(gw, 'GET', `/api/estate/${estate.aliasId}`);
  t.same(plain.body.description, { ru: RU_TEXT }, 'without lang the answer is the lister’s texts only');
  t.equal(plain.body.translation, undefined);

  t.test('an unchanged text is not sent again; a changed one is translated again', async (t) => {
    await queueIdle();
    const before = engine.calls.length;
    const same = await call<Estate>(gw, 'PATCH', `/api/estate/${estate.aliasId}`, { description: { ru: RU_TEXT }, price: 460_000 }, owner.token);
    t.equal(same.status, 200);
    await queueIdle();
    t.equal(engine.calls.length, before, 'cache hit: the engine was not called');
    t.equal((await read(estate.aliasId)).description.de, '<p>[de] Светлая вилла в пяти минутах от пляжа.</p>');

    const NEW = '<p>Вилла с новым бассейном.</p>';
    const edited = await call<Estate>(gw, 'PATCH', `/api/estate/${estate.aliasId}`, { description: { ru: NEW } }, owner.token);
    t.equal(edited.status, 200);
    const now = await read(estate.aliasId);
    t.not(now.description.de, '<p>[de] Светлая вилла в пяти минутах от пляжа.</p>', 'a translation of the old text is never shown');
    const remade = await until(
      'the new translation',
      () => read(estate.aliasId),
      (e) => e.description.de === '<p>[de] Вилла с новым бассейном.</p>',
    );
    t.equal(remade.descriptionOriginal, NEW);
    t.equal(callsFor('новым бассейном').length, 3, 'the new text went once per language');
    t.equal(callsFor(RU_TITLE).length, 3, 'the unchanged title was not sent again');
  });
});

t.test('lists asked with lang carry the cached title translation, marked, the lister’s own preferred; no engine call', async (t) => {
  const buyer = await newUser(stack.api, null);
  t.equal((await call(gw, 'PATCH', '/api/user/current', { language: 'de' }, buyer.token)).status, 200);
  const saved = await call(gw, 'POST', '/api/saved-searches', { name: 'Lists', query: 'geoData.countryCode=AT', frequency: 'instant' }, buyer.token);
  t.equal(saved.status, 201);
  const place = { countryCode: 'AT', city: 'Listenstadt', lat: 47.1, lng: 13.1 };
  const ru = await publish({ title: { ru: 'Квартира в списке' }, description: { ru: '<p>Квартира в списке.</p>' }, geoData: place });
  const ruOwner = owner;
  const own = await publish({ title: { ru: 'Дом в списке', de: 'Eigenes Haus' }, description: { ru: '<p>Дом.</p>' }, geoData: place });
  const ownOwner = owner;
  for (const e of [ru, own]) {
    await until(
      `the English title of ${e.aliasId}`,
      () => read(e.aliasId, 'en'),
      (x) => x.titleTranslation !== undefined,
    );
  }
  await queueIdle();
  const calls = engine.calls.length;
  const search = async (query: string) => {
    const res = await call<EstateSearchResult>(gw, 'GET', `/api/estate/search?${query}`);
    t.equal(res.status, 200, query);
    return res.body;
  };

  const cards = await search(`owner._id=${ruOwner.id}&lang=de&fields=card`);
  t.equal(cards.values.length, 1);
  const card = cards.values[0];
  t.equal(card.title.de, '[de] Квартира в списке', 'a search card’s title in German');
  t.equal(card.titleLanguage, 'de');
  t.equal(card.titleOriginal, 'Квартира в списке', 'the original beside it');
  t.same(card.titleTranslation, { provider: 'libretranslate', from: 'ru' });
  t.same(card.description, {}, 'a card has no description');
  t.equal(card.descriptionLanguage, undefined, 'nor its language');

  const whole = (await search(`owner._id=${ruOwner.id}&lang=de`)).values[0];
  t.equal(whole.title.de, '[de] Квартира в списке', 'whole listings: the title');
  t.equal(whole.description.de, '<p>[de] Квартира в списке.</p>', 'and the description');
  t.same(whole.translation, { provider: 'libretranslate', from: 'ru' });

  const inRussian = (await search(`owner._id=${ruOwner.id}&lang=ru&fields=card`)).values[0];
  t.equal(inRussian.titleLanguage, 'ru');
  t.equal(inRussian.titleOriginal, undefined, 'the original’s language is not marked');
  const plain = (await search(`owner._id=${ruOwner.id}&fields=card`)).values[0];
  t.same(plain.title, { ru: 'Квартира в списке' }, 'without lang: the lister’s texts only');
  t.equal(plain.titleLanguage, undefined);

  const ownCard = (await search(`owner._id=${ownOwner.id}&lang=de&fields=card`)).values[0];
  t.equal(ownCard.title.de, 'Eigenes Haus', 'the lister’s own German title wins');
  t.equal(ownCard.titleOriginal, undefined, 'and is not marked');
  const ownEn = (await search(`owner._id=${ownOwner.id}&lang=en&fields=card`)).values[0];
  t.equal(ownEn.title.en, '[en] Eigenes Haus', 'other languages are translated from the German (en, de, ru, es)');

  const both = await search('geoData.countryCode=AT&lang=de&fields=card&onPage=2&topOffersSeparately=true');
  t.same(
    both.values.map((e) => e.title.de).sort(),
    ['Eigenes Haus', '[de] Квартира в списке'],
    'one page, both read in German (one query: the translations come with the rows)',
  );

  const home = await call<HomePageData>(gw, 'GET', '/api/pages/home?lang=de&currency=eur');
  t.equal(home.status, 200);
  const onHome = home.body.latestEstates?.find((e) => e.aliasId === ru.aliasId);
  t.equal(onHome?.title.de, '[de] Квартира в списке', 'the home page’s listings in German');
  t.equal(onHome?.titleOriginal, 'Квартира в списке');

  t.equal((await call(gw, 'PUT', `/api/favourites/${ru.aliasId}`, undefined, buyer.token)).status, 204);
  const favs = await call<EstateList>(gw, 'GET', '/api/favourites?lang=de', undefined, buyer.token);
  t.equal(favs.status, 200);
  t.equal(favs.body.values[0]?.title.de, '[de] Квартира в списке', 'favourites in German');
  t.same(favs.body.values[0]?.titleTranslation, { provider: 'libretranslate', from: 'ru' });
  t.equal((await call(gw, 'GET', '/api/favourites?lang=xx', undefined, buyer.token)).status, 400, 'a bad lang is 400');

  await runSavedSearchAlerts(stack.api.app, { now: new Date(Date.now() + 1000) });
  const mails = (await outbox(stack.api)).filter((m) => m.to === buyer.email);
  t.equal(mails.length, 1, 'the alert mail');
  t.match(mails[0]?.text, '[de] Квартира в списке (maschinell übersetzt)', 'its title in German, marked machine-translated');
  t.match(mails[0]?.text, /Eigenes Haus, /, 'the lister’s own German unmarked');
  t.match(mails[0]?.html, '[de] Квартира в списке</a> (maschinell übersetzt)');

  t.equal(engine.calls.length, calls, 'reading lists sent nothing to the engine');
});

t.test('the lister’s own German is preferred to a machine translation', async (t) => {
  const own = '<p>Eigene Beschreibung der Eigentümerin.</p>';
  const estate = await publish({ title: { ru: 'Дом в горах', de: 'Haus in den Bergen' }, description: { ru: '<p>Дом в горах.</p>', de: own } });
  await until(
    'the English translation',
    () => read(estate.aliasId, 'en'),
    (e) => e.translation !== undefined,
  );
  const de = await read(estate.aliasId, 'de');
  t.equal(de.description.de, own);
  t.equal(de.descriptionLanguage, 'de');
  t.equal(de.translation, undefined, 'not marked as machine-translated');
  t.equal(de.descriptionOriginal, undefined);
  const en = await read(estate.aliasId, 'en');
  t.same(en.translation, { provider: 'libretranslate', from: 'de' }, 'other languages come from the first the lister wrote (en, de, ru, es)');
  t.notOk(
    engine.calls.some((c) => c.target === 'de' && (c.q.includes('Дом в горах') || c.q.includes('Eigene'))),
    'German was never asked for',
  );
});

t.test('engine failures and time-outs leave the original and are retried with back-off', async (t) => {
  for (const mode of ['fail', 'hang'] as const) {
    engine.mode = mode;
    const text = `<p>Квартира ${mode}.</p>`;
    const estate = await publish({ title: { ru: `Квартира ${mode}` }, description: { ru: text } });
    await until(
      `a ${mode} call`,
      async () => callsFor(`Квартира ${mode}`).length,
      (n) => n >= 1,
    );
    const during = await read(estate.aliasId);
    t.equal(during.description.de, undefined, `${mode}: nothing invented`);
    t.equal(during.descriptionLanguage, 'ru', `${mode}: the original shows, in Russian`);
    t.equal(during.translation, undefined);
    engine.mode = 'ok';
    const later = await until(
      `the retry after ${mode}`,
      () => read(estate.aliasId),
      (e) => e.translation !== undefined,
      30_000,
    );
    t.equal(later.description.de, `<p>[de] Квартира ${mode}.</p>`, `${mode}: made on a later try`);
  }
});

t.test('a spent daily budget sends nothing; the job waits for the next day', async (t) => {
  await queueIdle();
  const used = await stack.api.db.query<{ chars: string }>(`SELECT chars FROM translation_usage WHERE day = (now() AT TIME ZONE 'UTC')::date`);
  t.ok(Number(used.rows[0]?.chars) > 0, 'characters sent are counted in the database');
  await stack.api.db.query(`UPDATE translation_usage SET chars = 1000000 WHERE day = (now() AT TIME ZONE 'UTC')::date`);
  const before = engine.calls.length;
  const estate = await publish({ title: { ru: 'Бюджет' }, description: { ru: '<p>Бюджет исчерпан.</p>' } });
  const deferred = () =>
    stack.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'created' AND start_after > now() + interval '1 minute'`,
      [TRANSLATE_QUEUE],
    );
  // the worker sends the deferred job, then its own run completes: until then both are pending
  const [waiting, pending] = await until(
    'the job to wait for the next day, and its first run to end',
    async () => [(await deferred()).rows[0].n, await stack.api.app.jobs.pending(TRANSLATE_QUEUE)] as const,
    ([d, p]) => d === 1 && p === 1,
  );
  t.equal(waiting, 1, 'one job waits for the next day');
  t.equal(engine.calls.length, before, 'no call');
  t.equal(pending, 1, 'only the deferred job is left');
  const de = await read(estate.aliasId);
  t.equal(de.descriptionLanguage, 'ru');
  t.equal(de.translation, undefined);
  await stack.api.db.query(`UPDATE translation_usage SET chars = 0 WHERE day = (now() AT TIME ZONE 'UTC')::date`);
  await stack.api.db.query(`DELETE FROM pgboss.job WHERE name = $1 AND state = 'created'`, [TRANSLATE_QUEUE]);
});

t.test('engine output is escaped; a bad lang is 400 naming it', async (t) => {
  const estate = await publish({ title: { ru: 'Тест' }, description: { ru: '<p>&lt;img src=x onerror=alert(1)&gt; опасно</p>' } });
  const de = await until(
    'the translation',
    () => read(estate.aliasId),
    (e) => e.translation !== undefined,
  );
  t.equal(de.description.de, '<p>[de] &lt;img src=x onerror=alert(1)&gt; опасно</p>', 'text, never markup');
  const bad = await call(gw, 'GET', `/api/estate/${estate.aliasId}?lang=xx`);
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body), /lang/);
});

const IMPORT_HEADER = 'externalId,dealType,estateType,price,currency,countryCode,city,livingSpace,rooms,title_ru,description_ru';
const importRow = (id: string, title: string, description: string) => `${id},sale,apartment,310000,eur,ES,Málaga,80,3,${title},${description}`;

/** The owner's imported listing with this external id. */
async function importedListing(token: string, externalId: string): Promise<Estate> {
  const own = await call<{ values: (Estate & { externalRef?: string | null })[] }>(gw, 'GET', '/api/estate/my?onPage=100', undefined, token);
  const found = own.body.values.find((e) => e.externalRef === externalId);
  if (!found) throw new Error(`no imported listing ${externalId}`);
  return found;
}

t.test('an imported Russian listing reads in German once the import’s translation job ran', async (t) => {
  const importer = await newUser(stack.api, 'legacy-free');
  const TEXT = 'Квартира с видом на горы и террасой.';
  const { result } = await importFeed(stack.api, importer.token, `${IMPORT_HEADER}\n${importRow('IMP-1', 'Квартира у гор', TEXT)}\n`);
  t.equal(result.status, 'done');
  t.match(result.progress, { processed: 1, created: 1 });
  const estate = await importedListing(importer.token, 'IMP-1');
  const de = await until(
    'the German translation of the imported listing',
    () => read(estate.aliasId),
    (e) => e.translation !== undefined,
  );
  t.equal(de.description.de, `<p>[de] ${TEXT}</p>`, "the description in German, from the engine (the feed's plain text made a paragraph)");
  t.equal(de.descriptionLanguage, 'de');
  t.equal(de.descriptionOriginal, `<p>${TEXT}</p>`);
  t.same(de.translation, { provider: 'libretranslate', from: 'ru' });
  t.equal(de.title.de, '[de] Квартира у гор', 'and its title');
  t.same(de.titleTranslation, { provider: 'libretranslate', from: 'ru' });
});

t.test('a failed import run still has the listings it wrote translated', async (t) => {
  const importer = await newUser(stack.api, 'legacy-free');
  const TEXT = 'Дом у озера с большим садом.';
  const good = importRow('FAIL-1', 'Дом у озера', TEXT);
  const up = await upload(stack.api, importer.token, `${IMPORT_HEADER}\n${good}\n`);
  t.equal(up.status, 201, JSON.stringify(up.body));
  // the kept file changes after its validation: the run writes the first listing (a batch of one),
  // then the rest of the file cannot be read; the attempts that follow find the file gone
  const kept = await stack.api.app.db.query<{ file_path: string }>('SELECT file_path FROM imports WHERE id = $1', [up.body._id]);
  const path = kept.rows[0].file_path;
  await writeFile(path, `${IMPORT_HEADER}\n${good}\nFAIL-2,sale,apartment,"310000\n`);
  t.equal((await call(stack.api, 'POST', `/api/import/${up.body._id}/start`, undefined, importer.token)).status, 202);
  const wrote = await waitForImport(stack.api, importer.token, up.body._id, (b) => b.progress.processed >= 1 || b.status === 'failed');
  t.equal(wrote.progress.processed, 1, 'the first listing was written');
  await rm(path, { force: true });
  const failed = await waitForImport(stack.api, importer.token, up.body._id);
  t.equal(failed.status, 'failed');
  const code = await stack.api.app.db.query<{ error_code: string }>('SELECT error_code FROM imports WHERE id = $1', [up.body._id]);
  t.equal(code.rows[0].error_code, 'FILE_MISSING', 'the run ended on a RunFailure');

  const estate = await importedListing(importer.token, 'FAIL-1');
  const de = await until(
    'the German translation of the listing the failed run wrote',
    () => read(estate.aliasId),
    (e) => e.translation !== undefined,
  );
  t.equal(de.description.de, `<p>[de] ${TEXT}</p>`);
  t.same(de.translation, { provider: 'libretranslate', from: 'ru' });
});

t.test('without an engine nothing is invented: the original with its language', async (t) => {
  const bare = await startStack({ estates: 0, api: { config: { jobsPollSeconds: 0.5 } } });
  t.teardown(bare.close);
  const user = await newUser(bare.api, 'legacy-free');
  const created = await call<Estate>(
    { url: bare.gatewayUrl },
    'POST',
    '/api/estate',
    estateBody({ title: { ru: RU_TITLE }, description: { ru: RU_TEXT } }),
    user.token,
  );
  t.equal(created.status, 201);
  t.equal(await bare.api.app.jobs.pending(TRANSLATE_QUEUE).catch(() => 0), 0, 'no job queued');
  const de = (await call<Estate>({ url: bare.gatewayUrl }, 'GET', `/api/estate/${created.body.aliasId}?lang=de`)).body;
  t.same(de.description, { ru: RU_TEXT });
  t.equal(de.descriptionLanguage, 'ru');
  t.equal(de.titleLanguage, 'ru');
  t.equal(de.translation, undefined);
  t.equal(de.descriptionOriginal, undefined);
});
