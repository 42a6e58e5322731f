// The home page view: search form, top offers, countries, articles, and the empty state of each.
import t from 'tap';
import { FEATURED_COUNTRIES, countryName } from '../../shared/geo/countries.ts';
import { HomeView, type HomeViewProps } from '../../client/features/home/components/HomeView.tsx';
import { EstateCard } from '../../client/features/estate/components/EstateCard.tsx';
import type { EstateCardData } from '../../client/features/estate/types.ts';
import { elementWithClass, hrefs, render, textOf, tr } from './components-render.tsx';

const villa: EstateCardData = {
  aliasId: 'villa-42',
  title: { en: 'Sea view villa', de: 'Villa mit Meerblick' },
  price: 1250000,
  currency: 'eur',
  geoData: { countryCode: 'ES', area: 'Andalusia', city: 'Marbella' },
  livingSpace: 240.5,
  rooms: 6,
  photos: [{ url: '/media/villa-42/cover.webp' }],
  isTopOffer: true,
  dealType: 'sale',
  estateType: 'villa',
};

function home(props: Partial<HomeViewProps> = {}): string {
  const lng = props.language ?? 'en';
  return render(<HomeView language={lng} currency="eur" topOffers={[]} countries={[]} articles={null} onSearch={() => {}} {...props} />, lng);
}

t.test('with nothing to show, each section says so; articles are hidden when null', async (t) => {
  const text = textOf(home());
  t.match(text, tr('en', 'home.topOffers.empty'));
  t.match(text, tr('en', 'home.countries.empty'));
  t.notMatch(text, tr('en', 'home.articles.title'), 'no articles section for null');
  const withEmptyList = textOf(home({ articles: [] }));
  t.match(withEmptyList, tr('en', 'home.articles.title'));
  t.match(withEmptyList, tr('en', 'home.articles.empty'));
});

t.test('the hero search: deal type, kind, featured countries by localized name, max price', async (t) => {
  const html = home({ language: 'de', currency: 'usd' });
  const form = elementWithClass(html, 'home-search')!;
  t.match(form, /role="search"/);
  t.match(form, /<input type="radio" name="dealType" checked="" value="sale"\/>/);
  t.match(form, /<input type="radio" name="dealType" value="rent"\/>/);
  t.match(textOf(form), 'Kaufen Mieten');
  for (const kind of ['house', 'apartment', 'commercial']) t.match(form, `<option value="${kind}">${tr('de', `estate.kind.${kind}`)}</option>`);
  const countryOptions = [...form.matchAll(/<option value="([A-Z]{2})">([^<]+)<\/option>/g)];
  t.same(countryOptions.map((o) => o[1]).sort(), [...FEATURED_COUNTRIES].sort(), 'the featured countries');
  for (const [, code, name] of countryOptions) t.equal(name, countryName(code!, 'de'));
  t.match(textOf(form), 'Preis bis, $', 'price in the visitor currency');
  // every control has a label
  for (const m of form.matchAll(/<(select|input) [^>]*id="([^"]+)"/g)) t.match(form, `for="${m[2]}"`, `label for ${m[1]}`);
});

t.test('top offers render as estate cards linking to the estate', async (t) => {
  const html = home({ language: 'de', topOffers: [villa] });
  const grid = elementWithClass(html, 'card-grid')!;
  t.same(hrefs(grid), ['/estate/villa-42']);
  const text = textOf(grid);
  t.match(text, 'Villa mit Meerblick');
  t.match(text, '1.250.000 €');
  t.match(text, 'Spanien, Andalusia, Marbella');
  t.match(text, '240,5 m²');
  t.match(text, '6 Zimmer');
  t.match(text, 'Top-Angebot');
  // the first top offer's photo is the page's main image: at once, high priority (issue 14)
  t.match(grid, /<img src="\/media\/villa-42\/cover.webp" [^>]*alt="Foto: Villa mit Meerblick" loading="eager" fetchPriority="high"/);
  t.notMatch(textOf(home({ topOffers: [villa] })), tr('en', 'home.topOffers.empty'));
});

t.test('an estate card falls back to another language, shows a converted price and a placeholder', async (t) => {
  const card = render(
    <EstateCard
      estate={{ ...villa, title: { de: 'Nur deutsch' }, photos: [], isTopOffer: false, priceConverted: { amount: 1350000, currency: 'usd' } }}
      language="en"
      currency="usd"
    />,
  );
  t.match(textOf(card), 'Nur deutsch');
  t.match(
    textOf(card),
    '≈ approximately $1,350,000 listed at €1,250,000',
    'the converted price first, said to be approximate, the listed one after it',
  );
  t.notMatch(card, '<img');
  t.match(card, 'estate-card__placeholder');
  t.notMatch(textOf(card), 'Top offer');
  const sameCurrency = render(<EstateCard estate={{ ...villa, priceConverted: { amount: 1, currency: 'eur' } }} language="en" currency="eur" />);
  t.notMatch(textOf(sameCurrency), '≈', 'no conversion into the same currency');
});

t.test('a machine-translated title is marked on the card, the original in its tooltip and for screen readers', async (t) => {
  const estate = { ...villa, title: { ru: 'Вилла у моря', de: '[de] Villa am Meer' }, titleLanguage: 'de' as const, titleOriginal: 'Вилла у моря' };
  const card = render(<EstateCard estate={estate} language="de" currency="eur" />, 'de');
  t.match(textOf(card), '[de] Villa am Meer');
  const hint = elementWithClass(card, 'estate-card__translated');
  t.ok(hint, 'the hint');
  t.match(hint, 'title="Вилла у моря"', 'the original in the tooltip');
  t.match(textOf(hint ?? '').replace(/\s+:/, ':'), `${tr('de', 'estateCard.translated')}: Вилла у моря`, 'and read out');
  t.match(hint, /class="visually-hidden">:[^<]*(<!-- -->)?Вилла у моря</, 'the original for screen readers only');
  const elsewhere = render(<EstateCard estate={estate} language="en" currency="eur" />);
  t.equal(elementWithClass(elsewhere, 'estate-card__translated'), null, 'not in another language (until the list is read again)');
  const own = render(<EstateCard estate={{ ...villa, titleLanguage: 'de' }} language="de" currency="eur" />, 'de');
  t.equal(elementWithClass(own, 'estate-card__translated'), null, 'the lister’s own title is not marked');
});

t.test('countries list their counts, link to their search and to their guide', async (t) => {
  const html = home({
    language: 'ru',
    countries: [
      { code: 'ES', name: 'Испания', count: 5 },
      { code: 'IT', name: 'Италия', count: 1 },
    ],
  });
  const grid = elementWithClass(html, 'country-grid')!;
  t.same(hrefs(grid), ['/search/ES', '/countries/ES', '/search/IT', '/countries/IT']);
  t.match(textOf(grid), 'Испания 5 объявлений');
  t.match(textOf(grid), 'Италия 1 объявление');
  t.match(grid, 'aria-label="О стране: Испания"', 'the guide link names its country');
});

t.test('articles: type, date, title linking to the article; "all articles" only in Russian', async (t) => {
  const articles = [
    { slug: 'buying-in-spain', type: 'article' as const, title: 'Buying in Spain', preview: 'What to know', publishedAt: '2026-03-05T23:30:00Z' },
    { slug: 'new-rules', type: 'news' as const, title: 'New rules', preview: '', publishedAt: '2026-11-01T00:00:00Z' },
  ];
  const en = home({ articles });
  const list = elementWithClass(en, 'article-list')!;
  t.same(hrefs(list), ['/article/buying-in-spain', '/article/new-rules']);
  t.match(textOf(list), 'Article 05/03/2026 Buying in Spain What to know');
  t.match(textOf(list), 'News 01/11/2026 New rules');
  t.notOk(hrefs(en).includes('/article'), 'no link to the Russian-only list');
  const ru = home({ language: 'ru', articles });
  t.match(textOf(elementWithClass(ru, 'article-list')!), 'Статья 05.03.2026');
  t.ok(hrefs(ru).includes('/article'));
});
