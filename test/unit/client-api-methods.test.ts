// Every endpoint of the contract, called the way a feature declares it (endpointCall with the
// contract's method and path), reaches the wire with that method and path: a PUT went out as POST
// once (the favourites heart of every signed-in user answered "Route POST ... not found").
import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createApiCaller, endpointCall, type ApiTransport } from '../../client/lib/api.ts';
import type { Endpoint } from '../../shared/contract/http.ts';

const CONTRACT = join(import.meta.dirname, '../../shared/contract');

async function endpoints(): Promise<Endpoint[]> {
  const out: Endpoint[] = [];
  for (const file of readdirSync(CONTRACT).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(join(CONTRACT, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      const e = value as Partial<Endpoint> | null;
      if (e && typeof e === 'object' && typeof e.method === 'string' && typeof e.path === 'string' && typeof e.operationId === 'string')
        out.push(e as Endpoint);
    }
  }
  return out;
}

t.test('each contract endpoint goes out with its own method and path', async (t) => {
  const list = await endpoints();
  t.ok(list.length >= 60, `${list.length} endpoints in the contract`);
  t.ok(
    list.some((e) => e.method === 'PUT'),
    'the contract has a PUT (favourites)',
  );
  const seen: { method: string; url: string }[] = [];
  const transport: ApiTransport = async (url, init) => {
    seen.push({ method: String(init?.method ?? 'GET'), url: String(url) });
    return { ok: true, status: 200, text: async () => '{}' } as never;
  };
  const api = createApiCaller({ base: 'http://api.invalid', fetch: transport, timeoutMs: 0 });
  for (const e of list) {
    const params = Object.fromEntries([...e.path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1], 'x']));
    seen.length = 0;
    const call = endpointCall<Endpoint>(e.method, e.path);
    await call(api, { params, body: e.method === 'GET' || e.method === 'DELETE' ? undefined : {} } as never);
    t.equal(seen[0]?.method, e.method, `${e.operationId}: ${e.method}`);
    t.equal(new URL(seen[0]!.url).pathname, e.path.replace(/\{[^}]+\}/g, 'x'), `${e.operationId}: ${e.path}`);
  }
});
