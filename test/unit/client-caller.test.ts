// The api caller against a real HTTP server on a free port: JSON both ways, the Bearer token,
// and failures as ApiError {statusCode, message, body}.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { ApiError, createApiCaller } from '../../client/lib/api.ts';

interface Seen {
  method?: string;
  url?: string;
  auth?: string;
  body: string;
  type?: string;
}

async function startServer(handler: (req: IncomingMessage, body: string) => { status: number; body?: string; delayMs?: number }) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body, type: req.headers['content-type'] });
      const out = handler(req, body);
      const send = () => {
        res.statusCode = out.status;
        res.setHeader('content-type', 'application/json');
        res.end(out.body ?? '');
      };
      if (out.delayMs) setTimeout(send, out.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { base, seen };
}

t.test('GET sends the Bearer token and the query, and answers the parsed JSON', async (t) => {
  const { base, seen } = await startServer(() => ({ status: 200, body: JSON.stringify({ unreadAmount: 3 }) }));
  const api = createApiCaller({ base: `${base}/`, token: 'tok-123' });
  const res = await api.get<{ unreadAmount: number }>('/api/messages/unread-amount', { query: { lang: 'de', page: 2, empty: '', none: undefined } });
  t.same(res, { unreadAmount: 3 });
  t.equal(seen[0].auth, 'Bearer tok-123');
  t.equal(seen[0].url, '/api/messages/unread-amount?lang=de&page=2');
});

t.test('POST and PATCH send JSON bodies; an empty answer is null', async (t) => {
  const { base, seen } = await startServer(() => ({ status: 204 }));
  const api = createApiCaller({ base });
  t.equal(await api.post('/api/auth/sign-out', { a: 1 }), null);
  await api.patch('/api/user/current', { firstName: 'Anna' });
  t.equal(seen[0].method, 'POST');
  t.equal(seen[0].type, 'application/json');
  t.same(JSON.parse(seen[0].body), { a: 1 });
  t.equal(seen[1].method, 'PATCH');
  t.equal(seen[0].auth, undefined, 'no token, no Authorization header');
});

t.test('an error answer becomes ApiError with the status, the body message and the body', async (t) => {
  const body = { statusCode: 404, error: 'Not Found', message: 'article not found' };
  const { base } = await startServer(() => ({ status: 404, body: JSON.stringify(body) }));
  const api = createApiCaller({ base });
  const err = await api.get('/api/articles/nope').catch((e: unknown) => e);
  t.ok(err instanceof ApiError);
  t.equal((err as ApiError).statusCode, 404);
  t.equal((err as ApiError).message, 'article not found');
  t.same((err as ApiError).body, body);
});

t.test('a non-JSON error body is kept as text with a generic message', async (t) => {
  const { base } = await startServer(() => ({ status: 502, body: '<html>bad gateway</html>' }));
  const err = (await createApiCaller({ base })
    .get('/api/x')
    .catch((e: unknown) => e)) as ApiError;
  t.equal(err.statusCode, 502);
  t.match(err.message, /GET \/api\/x answered 502/);
  t.equal(err.body, '<html>bad gateway</html>');
});

t.test('a success with a body that is not JSON is an error, not a crash', async (t) => {
  const { base } = await startServer(() => ({ status: 200, body: 'not json' }));
  const err = (await createApiCaller({ base })
    .get('/api/x')
    .catch((e: unknown) => e)) as ApiError;
  t.ok(err instanceof ApiError);
  t.match(err.message, /invalid JSON/);
});

t.test('a refused connection and a time-out are ApiError with status 0', async (t) => {
  const { base } = await startServer(() => ({ status: 200, body: '{}', delayMs: 2_000 }));
  const slow = (await createApiCaller({ base, timeoutMs: 50 })
    .get('/api/slow')
    .catch((e: unknown) => e)) as ApiError;
  t.equal(slow.statusCode, 0);
  t.match(slow.message, /timed out/);

  const closed = createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((r) => closed.close(() => r()));
  const refused = (await createApiCaller({ base: `http://127.0.0.1:${port}` })
    .get('/api/x')
    .catch((e: unknown) => e)) as ApiError;
  t.equal(refused.statusCode, 0);
  t.match(refused.message, /failed/);
});

t.test('a path must be absolute', async (t) => {
  await t.rejects(createApiCaller({ base: '' }).get('api/x'), TypeError);
});
