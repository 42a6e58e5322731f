// The mass import's problem and failure texts live in locales/{lng}/importMessages.json (api/i18n.ts).
// Every code, in every language, with and without the reader's detail, answers as it did when the texts
// were a TypeScript table (test/fixtures/import-messages.json, written from that table); codes without
// a text (unknown, or names of Object.prototype) keep the stored message.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { localizeFailure, localizeProblem } from '../../api/import/messages.ts';
import { FEED_PROBLEM_CODES } from '../../api/import/formats/index.ts';
import { LANGUAGES } from '../../shared/core/constants.ts';

const before = JSON.parse(readFileSync(new URL('../fixtures/import-messages.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const locale = (lng: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../locales/${lng}/importMessages.json`, import.meta.url), 'utf8')) as {
      importMessages: { problems: Record<string, string>; failures: Record<string, string> };
    }
  ).importMessages;

t.test('every problem and failure answers as before the texts moved to locales/', async (t) => {
  let n = 0;
  for (const [name, want] of Object.entries(before)) {
    const [kind, lng, code, variant] = name.split('/') as [string, (typeof LANGUAGES)[number], string, string];
    if (kind === 'problem') {
      const message = variant === 'detail' ? 'row 3: "x" & <y>' : '';
      t.same(localizeProblem({ code, field: 'price', message } as never, lng), want, name);
    } else {
      t.equal(localizeFailure(code === 'null' ? null : code, variant === 'english' ? 'The feed broke' : null, lng), want, name);
    }
    n += 1;
  }
  t.ok(n > 250, `${n} cases`);
});

t.test('every code a reader reports has a text in every language', async (t) => {
  for (const lng of LANGUAGES) {
    const texts = locale(lng);
    for (const code of FEED_PROBLEM_CODES) t.type(texts.problems[code], 'string', `${lng} ${code}`);
    for (const code of ['REQUIRED', 'INVALID', 'WRITE_FAILED']) t.type(texts.problems[code], 'string', `${lng} ${code}`);
    for (const code of ['FILE_MISSING', 'FEED_UNREADABLE', 'INTERRUPTED', 'INTERNAL']) t.type(texts.failures[code], 'string', `${lng} ${code}`);
  }
  t.equal(localizeProblem({ code: 'TRUNCATED', field: 'title', message: '' } as never, 'ru').message, 'Текст сокращён');
});
