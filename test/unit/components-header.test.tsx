// The header as the server renders it: menu per language, account box signed in and out, the
// unread badge, the language selector and the search box.
import t from 'tap';
import { LANGUAGES, type Language } from '../../shared/core/constants.ts';
import { Header, type HeaderProps } from '../../client/app/layout/Header.tsx';
import { elementWithClass, hrefs, render, textOf, tr } from './components-render.tsx';

const noop = () => {};
function header(props: Partial<HeaderProps> = {}, lng: Language = props.language ?? 'en'): string {
  return render(
    <Header language={lng} isLoggedIn={false} fullName="" unreadMessages={0} onLanguageChange={noop} onSearchById={noop} {...props} />,
    lng,
  );
}

t.test('the articles menu entry exists in the Russian version only', async (t) => {
  for (const lng of LANGUAGES) {
    const menu = elementWithClass(header({ language: lng }), 'main-menu')!;
    t.ok(menu, `${lng}: a main menu`);
    t.equal(hrefs(menu).includes('/article'), lng === 'ru', `${lng}: /article ${lng === 'ru' ? 'shown' : 'hidden'}`);
    for (const to of ['/realtor', '/plans', '/advertising', '/contacts']) t.ok(hrefs(menu).includes(to), `${lng}: ${to}`);
  }
  t.match(textOf(header({ language: 'ru' })), tr('ru', 'header.menu.articles'));
});

t.test('the main menu is a labelled nav whose dropdown toggles announce their state', async (t) => {
  const html = header();
  t.match(html, /<nav [^>]*aria-label="Main menu"/);
  const toggles = [...html.matchAll(/<button[^>]*class="dropdown__toggle"[^>]*>/g)].map((m) => m[0]);
  t.ok(toggles.length >= 1, 'has dropdowns');
  for (const b of toggles) {
    t.match(b, /aria-expanded="false"/, 'closed at first');
    t.match(b, /aria-controls="[^"]+"/, 'names its panel');
  }
  t.match(html, /<ul id="[^"]+" class="dropdown__panel" hidden="">/, 'panels are hidden until opened');
});

t.test('signed out: sign in and sign up, no account menu', async (t) => {
  const box = elementWithClass(header(), 'account-box')!;
  t.same(hrefs(box), ['/sign-in', '/sign-up']);
  t.match(textOf(box), 'Sign in');
  t.match(textOf(box), 'Sign up');
  t.notMatch(box, 'Sign out');
});

t.test('signed in: full name, account menu with messages and sign out', async (t) => {
  const box = elementWithClass(header({ isLoggedIn: true, fullName: 'Dr Anna Schmidt' }), 'account-box')!;
  t.match(textOf(box), 'Dr Anna Schmidt');
  t.same(hrefs(box), ['/private', '/private/messages', '/private/leads'], 'sign-out is no link');
  const form = /<form[^>]*>.*?<\/form>/.exec(box)?.[0] ?? '';
  t.match(form, /action="\/sign-out"/, 'sign-out is a form posting to /sign-out');
  t.match(form, /method="post"/);
  t.match(form, /<button type="submit"[^>]*>Sign out<\/button>/, 'with a submit button');
  t.notOk(hrefs(box).includes('/sign-in'), 'no sign-in link');
  t.notMatch(box, 'count-badge', 'no badge without unread messages');
});

t.test('the unread badge shows the count with its meaning for screen readers', async (t) => {
  const html = header({ isLoggedIn: true, fullName: 'Anna', unreadMessages: 3 });
  const badges = [...html.matchAll(/<span class="count-badge">.*?<\/span><\/span>/g)].map((m) => textOf(m[0]));
  t.equal(badges.length, 2, 'on the account toggle and on the messages entry');
  for (const b of badges) t.equal(b, '3 3 unread messages');
  const ru = header({ isLoggedIn: true, fullName: 'Анна', unreadMessages: 5, language: 'ru' });
  t.match(textOf(ru), '5 непрочитанных сообщений', 'Russian plural form');
  t.match(textOf(header({ isLoggedIn: true, fullName: 'A', unreadMessages: 1 })), '1 unread message');
  t.match(textOf(header({ isLoggedIn: true, fullName: 'A', unreadMessages: 250 })), '99+', 'capped display');
});

t.test('the language selector lists each language by its own name, current one selected', async (t) => {
  for (const lng of LANGUAGES) {
    const html = header({ language: lng });
    const select = /<select[^>]*class="language-selector__select"[^>]*>([\s\S]*?)<\/select>/.exec(html)!;
    t.ok(select, `${lng}: a select`);
    const options = [...select[1]!.matchAll(/<option value="(\w+)" lang="\w+"( selected="")?>([^<]+)<\/option>/g)];
    t.same(
      options.map((o) => o[3]),
      ['English', 'Deutsch', 'Русский', 'Español'],
    );
    t.same(
      options.filter((o) => o[2]).map((o) => o[1]),
      [lng],
      `${lng}: selected`,
    );
    const id = /id="([^"]+)"/.exec(select[0])![1];
    t.match(html, new RegExp(`<label for="${id}"[^>]*>${tr(lng, 'header.language')}</label>`), 'labelled');
  }
});

t.test('search by id: a labelled search form in the wide bar (the phone menu has its own); add-listing in the bar', async (t) => {
  const html = header({ language: 'de' });
  const box = elementWithClass(html, 'site-header__search')!;
  t.match(box, /class="site-header__search site-header__wide"/);
  t.match(box, /<form class="search-by-id" role="search">/);
  t.match(box, /placeholder="Inserats-ID"/);
  t.match(textOf(box), 'Inserat nach ID suchen');
  t.match(html, /<a class="[^"]*site-header__add site-header__wide" href="\/advert\/what"[^>]*>/);
  t.match(html, /<a class="logo" aria-label="[^"]+" href="\/"[^>]*>/, 'logo links home with a name');
});
