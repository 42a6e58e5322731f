// The mails' words live in locales/{lng}/mail.json, rendered by i18next with the pages' plural rules
// (api/i18n.ts). Every mail, in every language and variant (test/helpers/mail-cases.ts), is the text it
// was when the words were TypeScript tables (test/fixtures/mails.json, written from those tables), and
// the plural forms follow Intl.PluralRules as the client's do.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { mailCases } from '../helpers/mail-cases.ts';
import { ITEM_WORDS } from '../../api/integrations/mail/templates.ts';
import { serverT } from '../../api/i18n.ts';
import { escapeHtml } from '../../shared/core/html.ts';
import { LANGUAGES } from '../../shared/core/constants.ts';
import type { Mail } from '../../api/integrations/mail/mailer.ts';

const before = JSON.parse(readFileSync(new URL('../fixtures/mails.json', import.meta.url), 'utf8')) as Record<string, Mail>;

t.test('every mail in every language reads as it did before its words moved to locales/', async (t) => {
  const now = mailCases();
  t.same(Object.keys(now).sort(), Object.keys(before).sort(), 'the same cases');
  t.ok(Object.keys(now).length > 200, `${Object.keys(now).length} cases`);
  for (const [name, mail] of Object.entries(now)) t.same(mail, before[name], name);
});

t.test('plural forms come from Intl.PluralRules, as on the pages', async (t) => {
  const ru = (n: number) => ITEM_WORDS.ru.topOffer(n, '');
  t.equal(ru(1), 'Топ-предложение на 1 день');
  t.equal(ru(3), 'Топ-предложение на 3 дня');
  t.equal(ru(11), 'Топ-предложение на 11 дней');
  t.equal(ru(21), 'Топ-предложение на 21 день');
  t.equal(ru(112), 'Топ-предложение на 112 дней');
  const alert = (lng: 'de' | 'es' | 'ru', count: number) => serverT(lng, 'mail')('mail.alert.subject', { count, search: 'S' });
  t.equal(alert('de', 1), '1 Neuigkeit zu Ihrer Suche „S“');
  t.equal(alert('de', 2), '2 Neuigkeiten zu Ihrer Suche „S“');
  t.equal(alert('es', 1), '1 novedad para su búsqueda «S»');
  t.equal(alert('es', 1_000_000), '1000000 novedades para su búsqueda «S»', 'Spanish "many" (a million) reads as the other plural');
  t.equal(alert('ru', 24), '24 новинки по поиску «S»');
});

t.test('values are filled in as given (no escaping, no nesting); the HTML escapes them', async (t) => {
  const t_ = serverT('en', 'mail');
  t.equal(t_('mail.greeting', { name: '<b>{{name}}</b> & $t(mail.reset.subject)' }), 'Hello <b>{{name}}</b> & $t(mail.reset.subject),');
  t.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  for (const lng of LANGUAGES) t.not(serverT(lng, 'mail')('mail.reset.subject'), 'mail.reset.subject', `${lng} has the mails`);
  t.equal(serverT('xx' as never, 'mail')('mail.reset.subject'), 'Reset your password', 'an unknown language gets English');
});
