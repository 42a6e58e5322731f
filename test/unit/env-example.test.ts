// .env.example (issue 21.11) is made from shared/core/env.ts by `npm run docs` and checked by
// `npm run docs:check`: the file in the repository is the generated one, every variable is in it,
// commented out, with its meaning and default, and a computed default is not offered as a value.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { envExample } from '../../bin/docs/env-example.ts';
import { describeEnv } from '../../shared/core/env.ts';

const ROOT = resolve(import.meta.dirname, '../..');

t.test('.env.example is the generated file and lists every variable, commented', async (t) => {
  const text = envExample();
  t.equal(readFileSync(resolve(ROOT, '.env.example'), 'utf8'), text, 'the repository holds what npm run docs writes');
  t.notMatch(text, /^[A-Z]/m, 'no line sets a variable: a copy changes nothing until a line is uncommented');
  for (const v of describeEnv()) {
    const line = v.default === '(unset)' || v.computed ? `#${v.name}=` : `#${v.name}=${v.default}`;
    t.match(text, new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'), `${v.name}: ${line}`);
    t.match(text, `# ${v.name}: `, `${v.name} is described`);
  }
  t.match(text, /^#PORT=3000$/m);
  t.match(text, /^#PUBLIC_ORIGIN=$/m, 'http://localhost:PORT is words, not a value');
  t.match(text, /Default: http:\/\/localhost:PORT\./, 'but it is said');
});

t.test('.env stays out of git and of the docker build context; .nvmrc names Node 20', async (t) => {
  for (const f of ['.gitignore', '.dockerignore']) {
    const lines = readFileSync(resolve(ROOT, f), 'utf8').split('\n');
    t.ok(lines.includes('.env'), `${f} ignores .env`);
    t.ok(lines.includes('!.env.example'), `${f} keeps .env.example`);
  }
  t.match(readFileSync(resolve(ROOT, '.nvmrc'), 'utf8').trim(), /^20(\.\d+\.\d+)?$/);
});
