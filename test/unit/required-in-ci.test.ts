// The rule for tests that need a program the machine may lack: a skip with the reason locally, a
// failure in CI, and nothing at all where the program is there.
import t from 'tap';
import { requiredInCi } from '../helpers/required-in-ci.ts';

t.test('a missing program skips locally and fails in CI', async (t) => {
  const before = process.env.CI;
  t.teardown(() => {
    if (before === undefined) delete process.env.CI;
    else process.env.CI = before;
  });
  const failures: string[] = [];
  const fake = { fail: (m: string) => failures.push(m) };

  delete process.env.CI;
  t.equal(requiredInCi(fake, false, 'the Redis tests'), false, 'present: no skip');
  t.equal(
    requiredInCi(fake, 'redis-server is not installed', 'the Redis tests'),
    'redis-server is not installed',
    'missing: skipped with the reason',
  );
  t.same(failures, [], 'and no failure outside CI');

  process.env.CI = 'true';
  t.equal(requiredInCi(fake, false, 'the replica test'), false, 'present in CI: no skip, no failure');
  t.same(failures, []);
  requiredInCi(fake, 'PostgreSQL binaries are missing', 'the replica test');
  t.same(failures, ['CI must run the replica test: PostgreSQL binaries are missing'], 'missing in CI: a failure naming the test and the reason');
});
