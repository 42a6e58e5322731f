// Many instances on one machine, as in docker-compose: one PostgreSQL (DATABASE_URL), Redis
// (redis-server), an S3 server (s3rver), two apis and two gateways (gateway A → api A, gateway B →
// api B). A session made on one gateway works on the other; a photo uploaded through one is served by
// the other; sign-in attempts spread over both hit the limit at the same total as on one; and with one
// api stopped in the middle of a stream of writes, every write answered 2xx is in the database.
// Needs DATABASE_URL and redis-server, like the rest of this folder.
import t from 'tap';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../../api/app.ts';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { DEMO, startApi } from '../helpers/api.ts';
import { startRedis } from '../helpers/redis.ts';
import { startS3 } from '../helpers/s3.ts';
import { echoRenderer } from '../helpers/stack.ts';

const serverUrl = process.env.DATABASE_URL;
const LIMIT = 5;

async function startGateway(apiUrl: string, dataDir: string, redisUrl: string): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', API_URL: apiUrl, REDIS_URL: redisUrl });
  const app = await buildGateway(config, { logger: false, renderer: echoRenderer, timeouts: { connect: 1_000, response: 5_000 } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

if (!serverUrl) t.fail('needs a PostgreSQL server: DATABASE_URL=postgres://… npx tap test/server-db/');
else
  t.test('two apis and two gateways share one state', async (t) => {
    const redis = await startRedis();
    t.teardown(redis.close);
    const s3 = await startS3('cluster-media');
    t.teardown(s3.close);
    const config = {
      s3: s3.settings,
      redisUrl: redis.url,
      rateLimits: { authPerAddress: LIMIT, authPerIp: 1_000, messagesPerUser: 10_000 },
    };
    const apiA = await startApi({ estates: 0, config });
    t.teardown(apiA.close);
    // the second api: the same database, Redis and bucket, its own process state
    const appB = await buildApi({ ...apiA.app.config, seed: false }, { logger: false });
    let bClosed = false;
    t.teardown(async () => {
      if (!bClosed) await appB.close();
    });
    const apiBUrl = await appB.listen({ host: '127.0.0.1', port: 0 });
    const gwA = await startGateway(apiA.url, apiA.dataDir, redis.url);
    t.teardown(() => gwA.app.close());
    const gwB = await startGateway(apiBUrl, apiA.dataDir, redis.url);
    t.teardown(() => gwB.app.close());

    const post = (gw: string, path: string, body: unknown, cookie?: string) =>
      fetch(`${gw}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: gw, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });

    let cookie = '';
    await t.test('a session made on gateway A works on gateway B', async (t) => {
      const res = await post(gwA.url, '/api/auth/sign-in', { email: DEMO.demo.email, password: DEMO.demo.password });
      t.equal(res.status, 200);
      const sid = res.headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
      t.ok(sid, 'a session cookie');
      cookie = sid!.split(';')[0];
      const me = await fetch(`${gwB.url}/api/user/current`, { headers: { cookie } });
      t.equal(me.status, 200);
      t.equal((await me.json()).user.email, DEMO.demo.email);
    });

    await t.test('a photo uploaded through gateway A is served by gateway B', async (t) => {
      await apiA.db.query(
        `INSERT INTO estates (alias_id, owner_id, deal_type, estate_type, title, price, currency, price_eur, country_code, city, living_space, rooms, status)
         SELECT 'cluster-photos', u.id, 'sale', 'villa', '{"en":"Cluster"}'::jsonb, 100000, 'eur', 100000, 'ES', 'Málaga', 120, 4, 'draft'
           FROM users u WHERE u.email = $1`,
        [DEMO.demo.email],
      );
      const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 160, b: 90 } } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      const up = await fetch(`${gwA.url}/api/estate/cluster-photos/photos`, { method: 'POST', headers: { cookie, origin: gwA.url }, body: form });
      const body = await up.json();
      t.equal(up.status, 201, JSON.stringify(body));
      const url = body.photos[0].url as string;
      const viaA = await fetch(`${gwA.url}${url}`);
      const viaB = await fetch(`${gwB.url}${url}`);
      t.equal(viaB.status, 200, 'gateway B (and api B) find the photo');
      t.equal(viaB.headers.get('content-type'), 'image/webp');
      t.ok(Buffer.from(await viaB.arrayBuffer()).equals(Buffer.from(await viaA.arrayBuffer())), 'the same bytes through both');
    });

    await t.test('sign-in attempts spread over both gateways hit the limit at the same total', async (t) => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const gw = i % 2 === 0 ? gwA.url : gwB.url;
        const res = await post(gw, '/api/auth/sign-in', { email: 'cluster-limit@example.com', password: 'wrong-password-9' });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      t.same(
        statuses.slice(0, LIMIT).filter((s) => s === 429),
        [],
        `the first ${LIMIT} pass (${statuses})`,
      );
      t.same(statuses.slice(LIMIT), [429, 429], 'then both gateways refuse');
    });

    await t.test('one api stops during a stream of writes: no answered write is lost', async (t) => {
      const to = (await apiA.db.query<{ alias_id: string }>('SELECT alias_id FROM users WHERE email = $1', [DEMO.realtor.email])).rows[0].alias_id;
      const results: { subject: string; status: number }[] = [];
      const TOTAL = 80;
      let next = 0;
      async function worker(): Promise<void> {
        while (next < TOTAL) {
          const i = next++;
          const subject = `cluster-write-${i}`;
          const gw = i % 2 === 0 ? gwA.url : gwB.url;
          if (i === 30) {
            bClosed = true;
            void appB.close();
          }
          try {
            const res = await post(gw, '/api/messages', { to, subject, body: `write ${i}` }, cookie);
            await res.arrayBuffer();
            results.push({ subject, status: res.status });
          } catch {
            results.push({ subject, status: 0 });
          }
        }
      }
      await Promise.all([worker(), worker(), worker(), worker()]);
      const ok = results.filter((r) => r.status >= 200 && r.status < 300);
      const failed = results.filter((r) => r.status < 200 || r.status >= 300);
      t.equal(results.length, TOTAL);
      t.ok(ok.length >= TOTAL / 2, `gateway A kept writing (${ok.length} accepted)`);
      t.ok(failed.length > 0, `writes to the stopped api were refused (${failed.length}: ${[...new Set(failed.map((f) => f.status))]})`);
      t.notOk(
        failed.some((f) => f.status >= 200 && f.status < 500 && f.status !== 0),
        'a refused write is a 5xx (or a broken connection), never a 4xx',
      );
      const stored = new Set(
        (await apiA.db.query<{ subject: string }>(`SELECT subject FROM messages WHERE subject LIKE 'cluster-write-%'`)).rows.map((r) => r.subject),
      );
      t.same(
        ok.filter((r) => !stored.has(r.subject)).map((r) => r.subject),
        [],
        'every write answered 2xx is stored',
      );
    });
  });
