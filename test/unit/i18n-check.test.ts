// bin/i18n-check.mjs run as the command line runs it: over small trees in a temp folder, each broken
// in one way, and over the real tree.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = join(ROOT, 'bin/i18n-check.mjs');

type Tree = Record<string, unknown>;
interface Fixture {
  locales: Record<string, Tree>;
  files: Record<string, string>;
}

function run(root: string): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** A tree that passes: two languages with a plural, a placeholder and a key table. */
function goodFixture(): Fixture {
  return {
    locales: {
      en: {
        nav: { home: 'Home', greet: 'Hello, {{name}}' },
        inbox: { unread_one: '{{count}} message', unread_other: '{{count}} messages' },
        kinds: { house: 'House', flat: 'Flat' },
        menu: { about: 'About' },
      },
      ru: {
        nav: { home: 'Главная', greet: 'Привет, {{name}}' },
        inbox: {
          unread_one: '{{count}} сообщение',
          unread_few: '{{count}} сообщения',
          unread_many: '{{count}} сообщений',
          unread_other: '{{count}} сообщения',
        },
        kinds: { house: 'Дом', flat: 'Квартира' },
        menu: { about: 'О нас' },
      },
    },
    files: {
      'client/Nav.tsx': [
        "import { useTranslation } from 'react-i18next';",
        "const MENU = [{ to: '/about', label: 'menu.about' }];",
        'export function Nav({ kind, n }: { kind: string; n: number }) {',
        '  const { t } = useTranslation();',
        '  return (',
        "    <nav aria-label={t('nav.home')}>",
        "      <a href=\"/\">{t('nav.home')}</a> · {t('nav.greet', { name: 'Ann' })}",
        "      <span>{t('inbox.unread', { count: n })}</span>",
        '      <span>{t(`kinds.${kind}`)}</span>',
        '      {MENU.map((m) => <a key={m.to} href={m.to}>{t(m.label)}</a>)}',
        '    </nav>',
        '  );',
        '}',
      ].join('\n'),
    },
  };
}

function write(fx: Fixture): string {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  for (const [lng, tree] of Object.entries(fx.locales)) {
    mkdirSync(join(dir, 'locales', lng), { recursive: true });
    writeFileSync(join(dir, 'locales', lng, 'app.json'), JSON.stringify(tree, null, 2));
  }
  for (const [path, text] of Object.entries(fx.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The good fixture changed by `edit`, checked: expected to fail naming each of `mentions`. */
function expectFailure(name: string, edit: (fx: Fixture) => void, mentions: string[]) {
  t.test(name, async (t) => {
    const fx = goodFixture();
    edit(fx);
    const { code, out } = run(write(fx));
    t.equal(code, 1, 'exits with 1');
    for (const m of mentions) t.match(out, m, `names ${m}`);
  });
}

t.test('a consistent tree passes', async (t) => {
  const { code, out } = run(write(goodFixture()));
  t.equal(code, 0, out);
  t.match(out, /i18n check passed/);
});

expectFailure(
  'a key missing in one language',
  (fx) => {
    delete (fx.locales.ru!.nav as Tree).home;
  },
  ['"nav.home" is in en but missing in ru'],
);

expectFailure(
  'a plural form the language needs is missing',
  (fx) => {
    delete (fx.locales.ru!.inbox as Tree).unread_few;
  },
  ['inbox.unread_few'],
);

expectFailure(
  'placeholders differ between languages',
  (fx) => {
    (fx.locales.ru!.nav as Tree).greet = 'Привет, {{user}}';
  },
  ['"nav.greet" has placeholders'],
);

expectFailure(
  'an empty translation',
  (fx) => {
    (fx.locales.ru!.menu as Tree).about = '  ';
  },
  ['"menu.about" is empty'],
);

expectFailure(
  'a key used in the code is missing from the files',
  (fx) => {
    fx.files['client/Extra.tsx'] = "export const X = ({ t }: { t: (k: string) => string }) => <p>{t('nav.missing')}</p>;";
  },
  ['client/Extra.tsx:1', 'key "nav.missing" is used but missing'],
);

expectFailure(
  'a key used nowhere',
  (fx) => {
    for (const lng of ['en', 'ru']) (fx.locales[lng]!.nav as Tree).orphan = 'x';
  },
  ['"nav.orphan" is used nowhere'],
);

expectFailure(
  'a group of keys used as a text',
  (fx) => {
    fx.files['client/Group.tsx'] = "export const G = ({ t }: { t: (k: string) => string }) => <p>{t('nav')}</p>;";
  },
  ["t('nav') names a group of keys"],
);

expectFailure(
  'literal text in JSX and in text props',
  (fx) => {
    fx.files['client/Literal.tsx'] = [
      'export const L = () => (',
      '  <div>',
      '    <h1>Welcome home</h1>',
      '    <input placeholder="Your name" />',
      '    <img alt={"A house"} src="/x.png" />',
      '  </div>',
      ');',
    ].join('\n');
  },
  ['client/Literal.tsx:3: literal JSX text "Welcome home"', 'placeholder="Your name"', 'alt="A house"'],
);

t.test('i18n-ignore exempts a line; symbols and numbers are not text', async (t) => {
  const fx = goodFixture();
  fx.files['client/Ignored.tsx'] = [
    'export const I = () => (',
    '  <p>',
    '    {/* i18n-ignore: a brand name */}',
    '    Visa',
    '    <span title="PayPal" /> {/* i18n-ignore */}',
    '    <span>+ 42 · © –</span>',
    '  </p>',
    ');',
  ].join('\n');
  const { code, out } = run(write(fx));
  t.equal(code, 0, out);
});

t.test('an `i18n-dynamic:` comment declares keys built at run time', async (t) => {
  const fx = goodFixture();
  for (const lng of ['en', 'ru']) fx.locales[lng]!.status = { open: 'x', closed: 'y' };
  t.equal(run(write(fx)).code, 1, 'without the declaration the keys are unused');
  fx.files['client/Status.ts'] = '// i18n-dynamic: status.\nexport const statusKey = (s: string) => "status." + s;';
  const { code, out } = run(write(fx));
  t.equal(code, 0, out);
});

expectFailure(
  'a key the api uses (a mail) is missing from the files',
  (fx) => {
    fx.files['api/mail.ts'] = "export const subject = (t: (k: string) => string) => t('mail.subject');";
  },
  ['api/mail.ts:1', 'key "mail.subject" is used but missing'],
);

expectFailure(
  'each key a conditional argument may name must exist',
  (fx) => {
    fx.files['client/Pick.tsx'] = "export const P = ({ t, a }: { t: (k: string) => string; a: boolean }) => <p>{t(a ? 'nav.home' : 'nav.gone')}</p>;";
  },
  ['client/Pick.tsx:1', 'key "nav.gone" is used but missing'],
);

t.test("a server namespace's keys, used by the api alone, count as used; the seed is not scanned", async (t) => {
  const fx = goodFixture();
  fx.locales.en!.mail = { subject_one: '{{count}} new', subject_other: '{{count}} new' };
  fx.locales.ru!.mail = {
    subject_one: '{{count}} новинка',
    subject_few: '{{count}} новинки',
    subject_many: '{{count}} новинок',
    subject_other: '{{count}} новинок',
  };
  const without = run(write(fx));
  t.equal(without.code, 1, 'no code uses them yet');
  t.match(without.out, '"mail.subject" is used nowhere');
  fx.files['api/alerts/mail.ts'] = "export const subject = (t: (k: string, o: object) => string, count: number) => t('mail.subject', { count });";
  fx.files['api/seed/generate.ts'] = "const t = (trait: string) => trait === 'coast';\nexport const coast = t('coast');";
  const { code, out } = run(write(fx));
  t.equal(code, 0, out);
});

t.test('the real tree passes', async (t) => {
  const { code, out } = run(ROOT);
  t.equal(code, 0, out);
});
