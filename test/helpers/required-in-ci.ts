// A test that needs a program the machine may lack (redis-server, PostgreSQL's binaries): skipped with
// the reason on a developer's machine, but in CI (.ci/run installs them) a missing program fails the
// file, since what such a test proves is what CI must prove.

/** The test's `skip` option: false when `missing` is false, else the reason (and a failure in CI). */
export function requiredInCi(t: { fail(message: string): unknown }, missing: string | false, what: string): string | false {
  if (!missing) return false;
  if (process.env.CI) t.fail(`CI must run ${what}: ${missing}`);
  return missing;
}
