// The page frame, footer and the small shared pieces, as the server renders them.
import t from 'tap';
import { FLAG_SPRITE_URL } from '../../client/ui/Flag.tsx';
import { flagSprite } from '../../renderer/flags.ts';
import { FEATURED_COUNTRIES, countryName } from '../../shared/geo/countries.ts';
import { Footer } from '../../client/app/layout/Footer.tsx';
import { Layout } from '../../client/app/layout/Layout.tsx';
import { ActionButton } from '../../client/ui/ActionButton.tsx';
import { Spinner } from '../../client/ui/Spinner.tsx';
import { StaticPageView } from '../../client/features/content/components/StaticPageView.tsx';
import { elementWithClass, hrefs, render, textOf, tr } from './components-render.tsx';

t.test('the footer links every legal page, the services and the account pages', async (t) => {
  const links = hrefs(render(<Footer language="en" />));
  for (const to of [
    '/terms',
    '/privacy-policy',
    '/revocation-instruction',
    '/impressum',
    '/advertising',
    '/plans',
    '/realtor',
    '/contacts',
    '/sign-in',
    '/sign-up',
  ])
    t.ok(links.includes(to), to);
});

t.test('the footer shows the featured countries by localized name, each flag a use of the sprite', async (t) => {
  for (const lng of ['de', 'es'] as const) {
    const html = render(<Footer language={lng} />, lng);
    const flags = elementWithClass(html, 'flag-list')!;
    t.same(
      hrefs(flags),
      FEATURED_COUNTRIES.map((c) => `/countries/${c}`),
      `${lng}: every featured country`,
    );
    for (const code of FEATURED_COUNTRIES) t.match(textOf(flags), countryName(code, lng));
    t.notMatch(flags, /<img\b/, 'no image files');
    for (const code of FEATURED_COUNTRIES) t.match(flags, `<use href="${FLAG_SPRITE_URL}#${code}"></use>`, `${code}: its symbol`);
    t.notMatch(flags, /<rect|<path|<circle/, 'no shapes drawn in the page');
  }
  t.match(textOf(render(<Footer language="de" />, 'de')), 'Italien');
});

t.test('the footer has the operator address, copyright year, payment icons, SSL badge, social link', async (t) => {
  const html = render(<Footer language="de" year={2031} />, 'de');
  const text = textOf(html);
  t.match(html, /<footer class="site-footer">/);
  t.match(html, /<address /);
  t.match(text, 'Deutschland', 'the operator is German');
  t.match(text, '© 2031', 'the year given');
  t.match(textOf(render(<Footer language="en" />)), /© \d{4} /, 'a constant year by default');
  t.match(html, /<ul class="payment-icons" aria-label="Akzeptierte Zahlungsarten">/);
  t.match(html, /role="img" aria-label="Visa"/);
  t.match(html, /role="img" aria-label="Mastercard"/);
  t.match(text, tr('de', 'footer.ssl'));
  t.match(html, /<a class="social-link" href="https:\/\/[^"]+" rel="noopener noreferrer" target="_blank">/);
  t.ok(
    hrefs(html).some((h) => h.startsWith('mailto:')),
    'an e-mail link',
  );
  t.ok(
    hrefs(html).some((h) => h.startsWith('tel:+49')),
    'a phone link',
  );
});

t.test('the layout has a skip link to the main landmark and shows a spinner while loading', async (t) => {
  const loaded = render(
    <Layout header={<header>H</header>} footer={<footer>F</footer>} loading={false}>
      <p>Body</p>
    </Layout>,
  );
  t.match(loaded, /<a class="skip-link" href="#main">Skip to main content<\/a>/);
  t.match(loaded, /<main id="main" class="layout__main" tabindex="-1"><p>Body<\/p><\/main>/);
  const loading = render(
    <Layout header={null} footer={null} loading>
      <p>Body</p>
    </Layout>,
    'ru',
  );
  t.notMatch(loading, 'Body', 'no content while loading');
  t.match(loading, /<main [^>]*aria-busy="true"/);
  t.match(loading, /<div class="spinner" role="status">.*Загрузка…/);
});

t.test('the spinner takes a label', async (t) => {
  t.match(textOf(render(<Spinner label="Fetching offers" />)), 'Fetching offers');
  t.match(render(<Spinner />), /role="status"/);
});

t.test('the action button shows the processing text while busy and cannot be pressed', async (t) => {
  const idle = render(<ActionButton type="submit">Save</ActionButton>);
  t.match(idle, /<button type="submit" class="btn btn--action">Save<\/button>/);
  const busy = render(<ActionButton busy>Save</ActionButton>, 'de');
  t.match(busy, /<button type="button" class="btn btn--action" disabled="" aria-busy="true">/);
  t.equal(textOf(busy), tr('de', 'processingText'));
  t.notMatch(busy, 'Save');
  const disabled = render(<ActionButton disabled>Save</ActionButton>);
  t.match(disabled, /disabled=""/);
  t.notMatch(disabled, 'aria-busy');
  t.equal(textOf(disabled), 'Save');
});

t.test('a static page renders its title and the given HTML inside an article', async (t) => {
  const html = render(<StaticPageView title="Impressum" html={'<h2>Angaben</h2><p>Text &amp; mehr</p>'} />);
  t.match(
    html,
    /<article class="static-page container"><h1 class="static-page__title">Impressum<\/h1><div class="prose"><h2>Angaben<\/h2><p>Text &amp; mehr<\/p><\/div><\/article>/,
  );
  t.match(render(<StaticPageView title={'<script>x</script>'} html="" />), '&lt;script&gt;', 'the title is escaped');
});

t.test('the flag sprite: a symbol per drawn flag, each with its frame', async (t) => {
  const sprite = flagSprite();
  t.match(sprite, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><defs>/);
  for (const code of FEATURED_COUNTRIES) {
    const symbol = new RegExp(`<symbol id="${code}" viewBox="0 0 30 20">([\\s\\S]*?)</symbol>`).exec(sprite);
    t.ok(symbol, `${code} is in the sprite`);
    t.match(symbol?.[1] ?? '', /<rect width="30" height="20" fill="none" stroke="rgba\(0,0,0,.15\)"/, `${code} has its frame`);
  }
});
