// `npm run dev`'s log (bin/pretty-log.mjs, issue 21.11): one line per request (the api's Fastify pair
// "incoming request" + "request completed" joined into one with method, url, status and time), times
// rounded, and "listening" once (Fastify's per-address "Server listening at" dropped).
import t from 'tap';
// @ts-expect-error: a plain ES module without types (bin/dev.mjs runs it before any TypeScript loader)
import { createPrettyPrinter, roundMs } from '../../bin/pretty-log.mjs';

const line = (o: object) => JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 27, 12, 3, 4), ...o });

t.test('a request is one line, its time rounded; listening is said once', async (t) => {
  const print = createPrettyPrinter(false) as (l: string) => string | null;
  const lines = [
    line({ service: 'api', msg: 'Server listening at http://127.0.0.1:39759' }),
    line({ service: 'gateway', msg: 'Server listening at http://127.0.0.1:3000' }),
    line({ service: 'gateway', msg: 'Server listening at http://192.0.2.2:3000' }),
    line({ service: 'gateway', url: 'http://localhost:3000', msg: 'listening on http://localhost:3000' }),
    line({ service: 'api', reqId: 'r1', req: { method: 'GET', url: '/api/currencies' }, msg: 'incoming request' }),
    line({ service: 'api', reqId: 'r1', res: { statusCode: 200 }, responseTime: 17.019805000003544, msg: 'request completed' }),
    line({ service: 'gateway', reqId: 'r1', method: 'GET', url: '/search', status: 200, responseTime: 2406.52, msg: 'request completed' }),
    line({ service: 'gateway', reqId: 'r2', method: 'GET', url: '/healthz', status: 200, responseTime: 2.345, msg: 'request completed' }),
    'not json',
  ];
  const shown = lines.map(print).filter((l): l is string => l !== null);
  t.same(shown, [
    '12:03:04 INFO  gateway listening on http://localhost:3000  url=http://localhost:3000',
    '12:03:04 INFO  api GET /api/currencies 200 17 ms',
    '12:03:04 INFO  gateway GET /search 200 2407 ms',
    '12:03:04 INFO  gateway GET /healthz 200 2.3 ms',
    'not json',
  ]);
  t.equal(shown.filter((l) => /listening/i.test(l)).length, 1, 'listening once');
});

t.test('times are rounded in other lines too', async (t) => {
  const print = createPrettyPrinter(false) as (l: string) => string | null;
  t.equal(
    print(line({ service: 'api', ms: 74019.123, database: 'pglite', msg: 'api started' })),
    '12:03:04 INFO  api api started  ms=74019 database=pglite',
  );
  t.equal(roundMs(0.04), '0');
  t.equal(roundMs(9.96), '10');
  t.equal(roundMs(10.5), '11');
});
