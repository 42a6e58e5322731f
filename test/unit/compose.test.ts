// docker-compose.yml must be able to come up (issue 21: the gateway's healthcheck asked /readyz, which
// asks the api through API_URL=http://lb:4000, while lb waited for a healthy gateway: nothing ever
// became healthy). The services' health dependencies are read as a graph and must have no cycle:
//   X → Y when X waits for Y to be healthy (or done) before it starts (depends_on), or when X's
//   healthcheck asks its readiness (/readyz) and X's API_URL is served by Y.
import t from 'tap';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: unknown;
  entrypoint?: string | string[];
  command?: string | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[] };
  environment?: Record<string, string | null> | string[];
}

function envOf(s: Service): Record<string, string> {
  if (Array.isArray(s.environment)) return Object.fromEntries(s.environment.map((e) => [e.split('=')[0], e.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, String(v ?? '')]));
}

/** Who waits for whose health, by service name. */
export function healthEdges(services: Record<string, Service>): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const add = (from: string, to: string) => edges.set(from, (edges.get(from) ?? new Set()).add(to));
  for (const [name, s] of Object.entries(services)) {
    const deps = s.depends_on ?? {};
    // the short form (a list) only waits for the start
    if (!Array.isArray(deps)) {
      for (const [dep, { condition }] of Object.entries(deps)) {
        if (condition === 'service_healthy' || condition === 'service_completed_successfully') add(name, dep);
      }
    }
    const test = [s.healthcheck?.test ?? []].flat().join(' ');
    const apiUrl = envOf(s).API_URL;
    if (/\/readyz\b/.test(test) && apiUrl) {
      const host = new URL(apiUrl).hostname;
      if (host in services) add(name, host);
    }
  }
  return edges;
}

/** A cycle of the graph as a path (first = last), or null. */
export function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (n: string): string[] | null => {
    if (state.get(n) === 'visiting') return [...path.slice(path.indexOf(n)), n];
    if (state.get(n) === 'done') return null;
    state.set(n, 'visiting');
    path.push(n);
    for (const m of edges.get(n) ?? []) {
      const c = visit(m);
      if (c) return c;
    }
    path.pop();
    state.set(n, 'done');
    return null;
  };
  for (const n of edges.keys()) {
    const c = visit(n);
    if (c) return c;
  }
  return null;
}

const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8')) as { services: Record<string, Service> };

t.test('the checker finds a health cycle (the shape of issue 21) and none without it', async (t) => {
  const broken: Record<string, Service> = {
    api: { healthcheck: { test: ['CMD', 'curl', 'http://127.0.0.1:4000/api/readyz'] } },
    gateway: {
      depends_on: { api: { condition: 'service_healthy' } },
      environment: { API_URL: 'http://lb:4000' },
      healthcheck: { test: ['CMD', 'node', '-e', "fetch('http://127.0.0.1:3000/readyz')"] },
    },
    lb: { depends_on: { gateway: { condition: 'service_healthy' } } },
  };
  t.same(findCycle(healthEdges(broken)), ['gateway', 'lb', 'gateway']);
  const liveness = structuredClone(broken);
  liveness.gateway.healthcheck = { test: ['CMD', 'node', '-e', "fetch('http://127.0.0.1:3000/healthz')"] };
  t.equal(findCycle(healthEdges(liveness)), null, 'liveness breaks it');
  const started = structuredClone(broken);
  started.lb.depends_on = { gateway: { condition: 'service_started' } };
  t.equal(findCycle(healthEdges(started)), null, 'so does waiting for the start only');
  t.same(findCycle(healthEdges({ a: { depends_on: { a: { condition: 'service_healthy' } } } })), ['a', 'a'], 'a service waiting for itself');
});

t.test('docker-compose.yml has no health dependency cycle', async (t) => {
  const cycle = findCycle(healthEdges(compose.services));
  t.equal(cycle, null, cycle ? `cycle: ${cycle.join(' → ')}` : 'no cycle');
});

t.test('docker-compose.yml: the gateway checks liveness, lb waits for its start, no demo accounts', async (t) => {
  const { gateway, lb, api } = compose.services;
  t.match([gateway.healthcheck?.test].flat().join(' '), /\/healthz/);
  t.same(lb.depends_on, { gateway: { condition: 'service_started' } });
  t.equal(envOf(api).SEED, 'false', 'SEED=false explicitly');
});

// issue 21.11: images pinned, the apps' own S3 user, the database password percent-encoded
t.test('docker-compose.yml: every image is pinned to a version, none is latest', async (t) => {
  const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  for (const [name, s] of Object.entries(compose.services)) {
    t.ok(s.image, `${name} names its image`);
    const m = /^(?<repo>[^:@]+):(?<tag>[^:@]+)$/.exec(s.image ?? '');
    t.ok(m, `${name}: ${s.image} has a tag`);
    const tag = m?.groups?.tag ?? '';
    t.notMatch(tag, /^(latest|stable|edge)$/, `${name}: not a moving tag`);
    t.match(tag, /\d+\.\d+|RELEASE\.\d{4}-\d\d-\d\dT/, `${name}: ${tag} names a version (major.minor at least, or a MinIO release)`);
    if (s.build !== undefined || m?.groups?.repo === 'estate-marketplace')
      t.equal(tag, version, `${name}: our image is tagged with package.json's version`);
  }
});

t.test("docker-compose.yml: the apis use their own S3 user, not MinIO's root", async (t) => {
  const { api, 'minio-init': init } = compose.services;
  const env = envOf(api);
  t.ok(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY, 'the api has S3 credentials');
  for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) t.notMatch(env[key], /MINIO_ROOT_/, `${key} is not MinIO's root credential`);
  const user = /\$\{(\w+)/.exec(env.S3_ACCESS_KEY_ID)?.[1];
  const secret = /\$\{(\w+)/.exec(env.S3_SECRET_ACCESS_KEY)?.[1];
  t.ok(user && secret, 'both come from variables');
  const initEnv = envOf(init);
  t.equal(initEnv[user!], env.S3_ACCESS_KEY_ID, 'minio-init creates the same user');
  t.equal(initEnv[secret!], env.S3_SECRET_ACCESS_KEY, 'with the same secret');
  const script = [init.command].flat().join('\n');
  t.match(script, new RegExp(`mc admin user add local "\\$\\$${user}" "\\$\\$${secret}"`), 'minio-init adds the user');
  t.match(script, new RegExp(`mc admin policy attach local photos-rw --user "\\$\\$${user}"`), 'and attaches the bucket policy to it');
  const policy = JSON.parse(/'(\{"Version".*\})'/.exec(script)?.[1] ?? '{}') as { Statement: { Action: string[]; Resource: string[] }[] };
  t.same(
    [...new Set(policy.Statement.flatMap((st) => st.Resource))].sort(),
    ['arn:aws:s3:::photos', 'arn:aws:s3:::photos/*'],
    'the policy reaches the photo bucket only',
  );
  t.notOk(
    policy.Statement.some((st) => st.Action.some((a) => a === 's3:*' || a.startsWith('admin:'))),
    'with object actions, no wildcard or admin action',
  );
});

t.test('docker-compose.yml: the database password reaches DATABASE_URL percent-encoded', async (t) => {
  for (const [name, s] of Object.entries(compose.services)) {
    const url = envOf(s).DATABASE_URL;
    if (url) t.notMatch(url, /\$\{POSTGRES_PASSWORD/, `${name}: DATABASE_URL does not take the raw password`);
  }
  const { api } = compose.services;
  const entrypoint = [api.entrypoint ?? []].flat();
  t.equal(entrypoint[0], '/bin/sh', "the api's entrypoint makes DATABASE_URL");
  // run it as the container would (compose turns $$ into $), with a command that prints the URL
  const script = entrypoint[2].replaceAll('$$', '$');
  const password = 'p@ss/w:rd?#% ü&=';
  const printed = execFileSync('/bin/sh', ['-c', script, '--', process.execPath, '-p', 'process.env.DATABASE_URL'], {
    env: { PATH: process.env.PATH, POSTGRES_PASSWORD: password },
    encoding: 'utf8',
  }).trim();
  const parsed = new URL(printed);
  t.equal(parsed.hostname, 'postgres', 'the host stays postgres');
  t.equal(parsed.username, 'estate');
  t.equal(parsed.pathname, '/estate');
  t.equal(decodeURIComponent(parsed.password), password, 'the password comes back whole');
  t.match(parsed.password, /^[\w.~%-]+$/, 'percent-encoded: only unreserved characters and escapes');
  t.same([api.command].flat(), ['node', 'dist/server/start.js', 'api'], 'then the command runs');
});

t.test('Dockerfile: every stage on one exact release of a supported LTS line, not older than .nvmrc', async (t) => {
  const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
  const nvmrc = readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim();
  const froms = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
  t.ok(froms.length >= 1, `${froms.length} stages`);
  const versions = new Set<string>();
  for (const image of froms) {
    const m = /^node:(\d+)\.(\d+)\.(\d+)-[a-z]+(-slim)?$/.exec(image);
    t.ok(m, `${image}: pinned to an exact release (no latest, no bare major)`);
    if (!m) continue;
    versions.add(`${m[1]}.${m[2]}.${m[3]}`);
    const major = Number(m[1]);
    t.ok(major % 2 === 0 && major >= 22, `${image}: an LTS line still supported (22 or later; 20 ended on 2026-04-30)`);
    t.ok(major >= Number(nvmrc.split('.')[0]), `${image}: not older than .nvmrc (${nvmrc}), the version the tests run on`);
  }
  t.equal(versions.size, 1, 'one Node version for every stage');
});
