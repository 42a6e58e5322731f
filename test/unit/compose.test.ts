// docker-compose.yml must be able to come up (issue 21: the gateway's healthcheck asked /readyz, which
// asks the api through API_URL=http://lb:4000, while lb waited for a healthy gateway: nothing ever
// became healthy). The services' health dependencies are read as a graph and must have no cycle:
//   X → Y when X waits for Y to be healthy (or done) before it starts (depends_on), or when X's
//   healthcheck asks its readiness (/readyz) and X's API_URL is served by Y.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Service {
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
