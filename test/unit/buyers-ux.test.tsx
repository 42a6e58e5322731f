// What a visitor tripped over (issue 15, item 7), each checked where it is decided: plural rules in
// generated titles, the footer's account links, "Edit" on one's own listing and "Contact the
// realtor", sign-up as a realtor, archiving from my estates, the news list and its clamped paging,
// and the search's currency following the visitor's.
import t from 'tap';
import { END } from 'redux-saga';
import { roomsText } from '../../api/seed/estates-text.ts';
import { Footer } from '../../client/app/layout/Footer.tsx';
import { MainMenu } from '../../client/app/layout/MainMenu.tsx';
import { SignUpForm } from '../../client/features/auth/components/SignUpForm.tsx';
import { fetchFeed } from '../../client/features/content/slice.ts';
import { OwnerCard } from '../../client/features/estate/components/OwnerCard.tsx';
import { MyEstatesList } from '../../client/features/myEstates/components/MyEstatesList.tsx';
import { changeMyEstateStatus, fetchMyEstates } from '../../client/features/myEstates/slice.ts';
import { inCurrency, searchStateOf, urlCurrency } from '../../client/features/search/query.ts';
import { fetchSearch } from '../../client/features/search/slice.ts';
import { apiError, makeStore } from './client-store-helpers.ts';
import { hrefs, render, textOf, tr } from './components-render.tsx';
import { estate, estateList } from './public-fixtures.ts';

t.test('generated texts use the plural rules of each language', async (t) => {
  t.equal(roomsText(1, 'en'), '1 room');
  t.equal(roomsText(3, 'en'), '3 rooms');
  t.equal(roomsText(1, 'ru'), '1 комната');
  t.equal(roomsText(3, 'ru'), '3 комнаты');
  t.equal(roomsText(5, 'ru'), '5 комнат');
  t.equal(roomsText(21, 'ru'), '21 комната');
  t.equal(roomsText(1, 'es'), '1 habitación');
  t.equal(roomsText(2, 'es'), '2 habitaciones');
  t.equal(roomsText(1, 'de'), '1 Zimmer');
  t.equal(roomsText(4, 'de', { dative: true }), '4 Zimmern', 'German dative plural: "mit 4 Zimmern"');
  t.equal(roomsText(1, 'de', { dative: true }), '1 Zimmer');
});

t.test('the footer offers sign-in and sign-up to visitors only', async (t) => {
  const visitor = hrefs(render(<Footer language="en" />));
  t.ok(visitor.includes('/sign-in') && visitor.includes('/sign-up'));
  const member = render(<Footer language="de" isLoggedIn />, 'de');
  t.notOk(hrefs(member).includes('/sign-in'), 'no sign-in link for a signed-in user');
  t.notOk(hrefs(member).includes('/sign-up'), 'no sign-up link for a signed-in user');
  t.ok(hrefs(member).includes('/private') && hrefs(member).includes('/sign-out'), 'their account and sign-out instead');
  t.match(textOf(member), tr('de', 'header.account.signOut'));
});

t.test("one's own listing shows Edit instead of Contact; a realtor is contacted as a realtor", async (t) => {
  const owner = estate('x').owner;
  const own = render(<OwnerCard owner={owner} contactHref="/private/messages/new" needsSignIn={false} editHref="/private/edit/x" />, 'es');
  t.ok(hrefs(own).includes('/private/edit/x'), 'the edit page');
  t.notOk(hrefs(own).includes('/private/messages/new'), 'no contact action on one\u2019s own listing');
  t.match(textOf(own), tr('es', 'buyers.ownListing.edit'));

  const realtor = render(<OwnerCard owner={owner} contactHref="/m" needsSignIn={false} />, 'en');
  t.match(textOf(realtor), 'Contact the realtor');
  const person = render(<OwnerCard owner={{ ...owner, isRealtor: false }} contactHref="/m" needsSignIn={false} />, 'en');
  t.match(textOf(person), 'Contact the owner');
});

t.test('"Register as a realtor" opens sign-up with the realtor choice made', async (t) => {
  t.ok(hrefs(render(<MainMenu language="en" />)).includes('/sign-up?as=realtor'));
  const checked = (html: string) => /<input[^>]*value="realtor"[^>]*checked=""|<input[^>]*checked=""[^>]*value="realtor"/.test(html);
  const form = (initial?: 'realtor' | 'private') =>
    render(<SignUpForm language="en" busy={false} serverErrors={null} onSubmit={() => {}} initialAccountType={initial} />);
  t.ok(checked(form('realtor')), 'realtor is chosen');
  t.notOk(checked(form()), 'a private person by default');
});

t.test('my estates: archive a published listing, publish an archived one again', async (t) => {
  const list = (over: Partial<Parameters<typeof MyEstatesList>[0]> = {}) =>
    render(
      <MyEstatesList
        estates={[estate('pub'), estate('arc', { status: 'archived' }), estate('dra', { status: 'draft' })]}
        language="en"
        status={null}
        page={1}
        totalPages={1}
        total={3}
        hrefFor={() => '/private/myestates'}
        deletingAliasId={null}
        onDelete={() => {}}
        onChangeStatus={() => {}}
        {...over}
      />,
    );
  const html = list();
  t.equal((html.match(/my-estate__archive/g) ?? []).length, 1, 'one archive button, on the published listing');
  t.equal((html.match(/my-estate__republish/g) ?? []).length, 1, 'one publish-again button, on the archived listing');
  t.match(html, /aria-label="Archive “Villa pub”"/);

  const patches: unknown[] = [];
  const { store, sagaTask } = makeStore({
    'PATCH /api/estate/pub': (_p, o) => {
      patches.push(o.body);
      return estate('pub', { status: 'archived' });
    },
    'GET /api/estate/my': () => estateList([estate('pub')], { total: 1 }),
  });
  store.dispatch({ type: 'myEstates/loaded', payload: estateList([estate('pub')], { total: 1 }) });
  store.dispatch(changeMyEstateStatus({ aliasId: 'pub', status: 'archived' }));
  store.dispatch(END);
  await sagaTask.toPromise();
  t.same(patches, [{ status: 'archived' }], 'the api is asked to archive');
  t.equal(store.getState().myEstates.values[0]!.status, 'archived', 'the list shows it archived');

  const full = makeStore({
    'PATCH /api/estate/arc': () =>
      apiError(403, 'full', { statusCode: 403, code: 'PUBLICATION_LIMIT_REACHED', message: 'All 1 publications are in use' }),
  });
  full.store.dispatch(fetchMyEstates({ page: 1, status: null }));
  full.store.dispatch(changeMyEstateStatus({ aliasId: 'arc', status: 'published' }));
  full.store.dispatch(END);
  await full.sagaTask.toPromise();
  t.equal(full.store.getState().myEstates.changeFailed, 'LIMIT', 'a full plan is told apart from other failures');
});

t.test('the news list exists in every language and a page past the end shows the last page', async (t) => {
  const feed = (page: number) => ({
    meta: { page, totalPages: 3, onPage: 10, total: 25, type: 'news', lang: 'de' },
    values: page <= 3 ? [{ slug: `n${page}`, title: `News ${page}`, type: 'news', preview: '', publishedAt: '2026-01-01T00:00:00.000Z' }] : [],
  });
  const { store, sagaTask, h } = makeStore(
    { 'GET /api/articles/feed/news/de': (_p, o) => feed(Number(o.query?.page)) },
    { state: { language: { current: 'de' } } },
  );
  store.dispatch(fetchFeed({ type: 'news', page: 99 }));
  store.dispatch(END);
  await sagaTask.toPromise();
  const s = store.getState().content.feed;
  t.same(
    h.calls.map((c) => c.query?.page),
    [99, 3],
  );
  t.equal(s.meta.page, 3, 'the last page is marked');
  t.equal(s.values[0]?.slug, 'n3', 'and its news are shown');
  t.equal(s.type, 'news');
});

t.test("a search URL without a currency is in the visitor's; a chosen currency converts the price bounds", async (t) => {
  t.equal(searchStateOf('?price_lte=100', null, 'rub').currency, 'rub');
  t.equal(searchStateOf('?price_lte=100&currency=usd', null, 'rub').currency, 'usd', 'a currency in the URL wins');
  t.equal(urlCurrency('?currency=USD'), 'usd');
  t.equal(urlCurrency('?currency=xyz'), null);
  const rates = { eur: 1, usd: 1.1, rub: 100 };
  const next = inCurrency({ page: 3, currency: 'eur', price_gte: 100_000, price_lte: 200_000 }, 'rub', rates);
  t.same(next, { page: 1, currency: 'rub', price_gte: 10_000_000, price_lte: 20_000_000 });
  t.same(inCurrency({ page: 1, currency: 'eur', price_lte: 5 }, 'usd', { eur: 1 }), { page: 1, currency: 'usd' }, 'no rate: the bound is dropped');

  const { store, sagaTask, h } = makeStore(
    { 'GET /api/estate/search': () => estateList([estate('a')], { total: 1 }) },
    { state: { currencies: { list: [], current: 'rub' } } },
  );
  store.dispatch(fetchSearch({ search: '?price_lte=5000000' }));
  store.dispatch(END);
  await sagaTask.toPromise();
  t.equal(h.calls[0]?.query?.currency, 'rub', 'the api reads the price filter in the visitor\u2019s currency');
});

t.test('price history: a reduced badge on cards, the history on the estate page in the visitor\u2019s currency', async (t) => {
  const { toCardData } = await import('../../client/features/estate/cards.ts');
  const { EstateCard } = await import('../../client/features/estate/components/EstateCard.tsx');
  const { PriceHistory } = await import('../../client/features/estate/components/PriceHistory.tsx');
  const rates = { eur: 1, usd: 1.1, rub: 100 };
  const reduced = toCardData(estate('r', { price: 200_000, previousPrice: { amount: 250_000, currency: 'eur' } }), 'usd', rates);
  t.same(reduced.reducedFrom, { amount: 275_000, currency: 'usd' }, 'the earlier price in the visitor\u2019s currency');
  const card = render(<EstateCard estate={reduced} language="en" currency="usd" />);
  t.match(textOf(card), 'Reduced');
  t.match(textOf(card), 'was ≈ approximately $275,000', 'the converted earlier price is said to be approximate, to screen readers too');
  t.match(card, `title="${tr('en', 'rates.approxTitle')}"`, 'and explained on hover');
  const plain = render(<EstateCard estate={toCardData(estate('p'), 'usd', rates)} language="ru" currency="usd" />, 'ru');
  t.notMatch(textOf(plain), tr('ru', 'priceHistory.reduced'), 'no badge without a drop');

  const entries = [
    { price: 200_000, currency: 'eur' as const, changedAt: '2026-03-01T10:00:00.000Z' },
    { price: 250_000, currency: 'eur' as const, changedAt: '2026-01-01T10:00:00.000Z' },
  ];
  const html = render(<PriceHistory entries={entries} language="de" currency="rub" rates={rates} />, 'de');
  const text = textOf(html);
  t.match(text, tr('de', 'priceHistory.title'));
  t.match(text, /≈ ungefähr 20\.000\.000 ₽ \( ?200\.000 € ?\)/, 'each price in roubles, approximate, the listed euros beside it');
  t.match(text, tr('de', 'priceHistory.approxNote'), 'said to be approximate');
  t.equal((html.match(/data-change="down"/g) ?? []).length, 1, 'the drop is marked');
  t.equal(render(<PriceHistory entries={entries.slice(1)} language="en" currency="eur" rates={rates} />), '', 'one price alone is no history');
});
