// The not-found, reload, error and coming-soon states in every language.
import t from 'tap';
import { LANGUAGES } from '../../shared/core/constants.ts';
import { ComingSoon } from '../../client/ui/system/ComingSoon.tsx';
import { NotFound } from '../../client/ui/system/NotFound.tsx';
import { PageError } from '../../client/ui/system/PageError.tsx';
import { ReloadPrompt } from '../../client/ui/system/ReloadPrompt.tsx';
import { hrefs, render, textOf, tr } from './components-render.tsx';

t.test("the not-found page's heading is '404 - ' plus the localized text", async (t) => {
  for (const lng of LANGUAGES) {
    const html = render(<NotFound />, lng);
    const h1 = /<h1[^>]*>(.*?)<\/h1>/.exec(html)![1]!;
    t.equal(textOf(h1), `404 - ${tr(lng, 'notFound.text')}`, lng);
    t.ok(hrefs(html).includes('/'), `${lng}: a way home`);
  }
  t.equal(textOf(/<h1[^>]*>(.*?)<\/h1>/.exec(render(<NotFound />, 'de'))![1]!), '404 - Seite nicht gefunden');
});

t.test('the reload prompt asks to reload with a button, and shows nothing technical', async (t) => {
  const html = render(<ReloadPrompt />, 'es');
  t.equal(textOf(html), `${tr('es', 'reloadPagePlease')} ${tr('es', 'reloadButton')}`, 'the localized message and the button, nothing else');
  t.match(html, new RegExp(`<button type="button" class="btn btn--primary">${tr('es', 'reloadButton')}</button>`));
  t.match(html, /role="alert"/);
  t.notMatch(html, '<code>');
});

t.test('the page error offers a retry only when it can retry', async (t) => {
  const withRetry = render(<PageError onRetry={() => {}} />);
  t.match(withRetry, /<button [^>]*>Try again<\/button>/);
  t.match(textOf(withRetry), tr('en', 'errors.page.title'));
  const without = render(<PageError />, 'ru');
  t.notMatch(without, '<button');
  t.match(textOf(without), 'Что-то пошло не так');
  t.ok(hrefs(without).includes('/'));
});

t.test('coming soon: a given title or the generic one, and the explanation', async (t) => {
  t.match(textOf(render(<ComingSoon title="Mass import" />)), /^Mass import /);
  const html = render(<ComingSoon />, 'de');
  t.match(textOf(html), `${tr('de', 'comingSoon.title')} ${tr('de', 'comingSoon.text')}`);
});
