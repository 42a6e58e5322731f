import t from 'tap';
import { UNROUTABLE, normalizeTarget } from '../../gateway/edge.ts';
import { jsonDepth } from '../../api/http/hardening.ts';

t.test('normalizeTarget brings every path to one plain form', async (t) => {
  const cases: [string, string][] = [
    ['/api/auth/sign-in', '/api/auth/sign-in'],
    ['/api/auth/./sign-in', '/api/auth/sign-in'],
    ['/api/auth/%2e/sign-in', '/api/auth/sign-in'],
    ['/api/x/%2E%2E/auth/sign-in?a=%2e', '/api/auth/sign-in?a=%2e'],
    ['/api//auth///sign-in', '/api/auth/sign-in'],
    ['/api/auth/%73ign-in', '/api/auth/sign-in'],
    ['/../../etc/passwd', UNROUTABLE],
    ['/locales/en/../../package.json', UNROUTABLE],
    ['/locales/%2e%2e/app.json', UNROUTABLE],
    ['/search/', '/search/'],
    ['/a/b/..', '/a/'],
    ['/estate/%D0%B4%D0%BE%D0%BC', '/estate/%D0%B4%D0%BE%D0%BC'],
    ['/api/auth%2fsign-in', UNROUTABLE],
    ['/api/auth%5Csign-in', UNROUTABLE],
    ['/a\\b', UNROUTABLE],
    ['/a%00', UNROUTABLE],
    ['*', UNROUTABLE],
  ];
  for (const [input, expected] of cases) t.equal(normalizeTarget(input), expected, input);
});

t.test('jsonDepth counts nesting and skips strings', async (t) => {
  t.equal(jsonDepth('{}'), 1);
  t.equal(jsonDepth('{"a":[1,{"b":[]}]}'), 4);
  t.equal(jsonDepth('{"a":"[[[[\\"[[["}'), 1);
  t.equal(jsonDepth('['.repeat(100), 5), 6, 'stops past the limit');
});
