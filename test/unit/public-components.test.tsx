// The public site's presentational components rendered as the server renders them, over the real
// locale files: what they show for given props.
import t from 'tap';
import { ESTATE_TYPES, FACET_FIELDS, FACETS } from '../../shared/search/facets.ts';
import { EstateDescription } from '../../client/features/estate/components/EstateDescription.tsx';
import { EstateFacts } from '../../client/features/estate/components/EstateFacts.tsx';
import { Gallery } from '../../client/features/estate/components/Gallery.tsx';
import { PlanList } from '../../client/features/plans/components/PlanList.tsx';
import { Pagination } from '../../client/ui/Pagination.tsx';
import { SearchPanel } from '../../client/features/search/components/SearchPanel.tsx';
import type { Plan } from '../../shared/contract/billing.ts';
import { hrefs, render, textOf, tr } from './components-render.tsx';
import { estate } from './public-fixtures.ts';

const noop = () => {};

t.test('pagination: real links, the current page clamped, nothing for one page', async (t) => {
  t.equal(render(<Pagination page={1} totalPages={1} hrefFor={(p) => `/x?page=${p}`} />), '');
  const html = render(<Pagination page={99} totalPages={7} hrefFor={(p) => `/x?page=${p}`} />);
  t.same(hrefs(html), ['/x?page=6', '/x?page=1', '/x?page=5', '/x?page=6', '/x?page=7'], 'previous, first, around the last');
  t.match(html, /aria-current="page"[^>]*>7</, 'page 99 of 7 shows as 7');
  t.notMatch(html, /rel="next"/, 'no next link on the last page');
});

t.test('the search panel has a control for every field of the search state', async (t) => {
  const html = render(
    <SearchPanel
      state={{ page: 1, currency: 'usd', dealType: 'rent', heating: ['gas'], 'geoData.countryCode': 'ES', price_lte: 900 }}
      language="de"
      onChange={noop}
      onReset={noop}
    />,
    'de',
  );
  const text = textOf(html);
  for (const field of ['dealType', 'estateType', 'price', 'livingSpace', 'totalSpace', 'buildYear', ...FACET_FIELDS]) {
    t.ok(text.includes(tr('de', `estate.field.${field}`)), `${field} is labelled`);
  }
  for (const key of ['search.fields.country', 'search.fields.placeName', 'search.fields.currency']) t.ok(text.includes(tr('de', key)), key);
  const boxes = html.match(/type="checkbox"/g)?.length;
  // a group with a filter set is open and has its boxes; a closed group renders only its summary
  t.equal(
    boxes,
    FACET_FIELDS.reduce((n, f) => n + FACETS[f].length, 0),
    'a box per facet value in the open "more filters"',
  );
  t.match(html, /<input type="checkbox" id="[^"]+-gas" checked=""/, 'a set facet is checked');
  t.match(html, /<option value="rent" selected="">/, 'the deal type is selected');
  t.match(html, /<option value="ES" selected="">Spanien<\/option>/, 'countries by their German name');
  t.equal(html.match(/<option value="[A-Z]{2}"/g)?.length, 1, 'the server writes the chosen country alone (the list comes with the app)');
  t.match(html, /value="900"/, 'the price limit is shown');
  t.match(html, /<details class="search-panel__group" open="">/, 'more filters open when one is set');

  const types = render(
    <SearchPanel state={{ page: 1, currency: 'eur', estateType: ['villa'] }} language="en" onChange={noop} onReset={noop} />,
    'en',
  );
  t.equal(types.match(/type="checkbox"/g)?.length, ESTATE_TYPES.length, 'a box per estate type when one is chosen');
  t.match(types, /<input type="checkbox" id="[^"]+-villa" checked=""/, 'the chosen type is checked');

  const bare = render(<SearchPanel state={{ page: 1, currency: 'eur' }} language="en" onChange={noop} onReset={noop} />, 'en');
  t.notMatch(bare, /type="checkbox"/, 'nothing set: both groups closed, no boxes written');
  t.notMatch(bare, /<details[^>]* open=""/, 'both groups closed');
  t.notMatch(bare, /<option value="[A-Z]{2}"/, 'no country chosen: only "any country" before the app runs');
});

t.test('a description in another language is shown with a note saying so', async (t) => {
  const html = render(<EstateDescription estate={{ description: { de: '<p>Schönes Haus</p>' } }} language="ru" />, 'ru');
  t.match(html, /role="note"/);
  t.ok(textOf(html).includes(tr('ru', 'estateView.originalIn.de')), 'Original in German');
  t.match(html, /lang="de"><p>Schönes Haus<\/p>/, 'the text keeps its own language');
  const own = render(<EstateDescription estate={{ description: { ru: '<p>Дом</p>', de: '<p>Haus</p>' } }} language="ru" />, 'ru');
  t.notMatch(own, /role="note"/);
  t.match(own, /Дом/);
});

t.test('a machine translation is marked, with the original one click away', async (t) => {
  const estate = {
    description: { ru: '<p>Дом</p>', de: '<p>[de] Дом</p>' },
    descriptionOriginal: '<p>Дом</p>',
    translation: { provider: 'libretranslate' as const, from: 'ru' as const },
  };
  const html = render(<EstateDescription estate={estate} language="de" />, 'de');
  t.ok(textOf(html).includes(tr('de', 'estateView.machineTranslated.ru')), 'Machine-translated from Russian');
  t.ok(textOf(html).includes(tr('de', 'estateView.showOriginal')));
  t.match(html, /lang="de"><p>\[de\] Дом<\/p>/, 'the translation shows first');
});

t.test('facts: every set facet with its localized values, unset ones left out', async (t) => {
  const html = render(
    <EstateFacts estate={estate('a', { heating: ['gas', 'solar'], comfort: ['pool'], details: { distances: { beach: 0.4 } } })} language="es" />,
    'es',
  );
  const text = textOf(html);
  t.ok(text.includes(`${tr('es', 'estate.heating.gas')}, ${tr('es', 'estate.heating.solar')}`));
  t.ok(text.includes(tr('es', 'estate.comfort.pool')));
  t.notOk(text.includes(tr('es', 'estate.field.glazing')), 'no empty facet');
  t.ok(text.includes(tr('es', 'estate.distance.beach')) && text.includes('0,4 km'), 'distances in the language’s digits');
});

t.test('the gallery: labelled controls, alt texts, a note when there are no photos', async (t) => {
  const photos = [{ url: '/media/1.webp' }, { url: '/media/2.webp' }];
  const html = render(<Gallery photos={photos} title="Villa" />);
  t.match(html, new RegExp(`aria-label="${tr('en', 'estateView.gallery.next')}"`));
  t.match(html, /alt="Villa, photo 1 of 2"/);
  t.match(html, /tabindex="0"/, 'focusable for the arrow keys');
  t.ok(textOf(render(<Gallery photos={[]} title="Villa" />)).includes(tr('en', 'estateView.gallery.noPhotos')));
});

t.test('plans: prices in the chosen currency, what each grants, the call to action', async (t) => {
  const plans: Plan[] = [
    {
      _id: 'free',
      name: { en: 'Free' },
      prices: { eur: 0, usd: 0, rub: 0 },
      period: null,
      resources: [
        { type: 'PUBLICATION', limit: 3 },
        { type: 'TOP_OFFER', limit: 0 },
      ],
      upgradableTo: 'all',
      isInitial: true,
      isFree: true,
    },
    {
      _id: 'pro',
      name: { en: 'Pro', ru: 'Про' },
      prices: { eur: 2990, usd: 3290, rub: 299000 },
      period: 'month',
      resources: [
        { type: 'PUBLICATION', limit: -1 },
        { type: 'TOP_OFFER', limit: 5 },
      ],
      upgradableTo: 'all',
      isInitial: false,
      isFree: false,
    },
  ];
  const html = render(<PlanList plans={plans} currency="rub" language="ru" ctaHref="/sign-up" />, 'ru');
  const text = textOf(html);
  t.ok(html.includes('2\u00a0990\u00a0₽'), 'the rouble price, Russian grouping');
  t.ok(text.includes(tr('ru', 'plans.resources.publicationUnlimited')));
  t.ok(text.includes(tr('ru', 'plans.resources.topOffer', { count: 5 })));
  t.notOk(text.includes(tr('ru', 'plans.resources.topOffer', { count: 0 })), 'a resource the plan does not grant is left out');
  t.ok(text.includes('Про'), 'the plan name in the language');
});
