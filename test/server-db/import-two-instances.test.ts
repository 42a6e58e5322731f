// Two api instances with their own DATA_DIR on one PostgreSQL database and one S3 bucket (issue 21
// item 10): a feed uploaded to instance A is run by instance B, which never saw A's folder; the
// file travels through the bucket (imports/) and is gone from it when the import ends. Only a
// server shows this: PGlite is one process's database.
import t from 'tap';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { call, DEMO, signIn, startApi, startSecondApi } from '../helpers/api.ts';
import { startS3 } from '../helpers/s3.ts';
import { csvFeed, listingsOf, upload, waitForImport } from '../integration/api-import-fixtures.ts';

const serverUrl = process.env.DATABASE_URL;

if (!serverUrl) t.fail('needs a PostgreSQL server: DATABASE_URL=postgres://… npx tap test/server-db/');
else
  t.test('an import uploaded to one instance is run by another, through S3', async (t) => {
    const s3 = await startS3('imports-two');
    t.teardown(s3.close);
    const a = await startApi({ estates: 0, config: { s3: s3.settings, jobsPollSeconds: 0.5 } });
    const second = await startSecondApi(a);
    t.teardown(second.close);
    const [bDir, bApi] = [second.dataDir, second];
    const inBucket = async () =>
      ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: 'imports/' }))).Contents ?? []).map((o) => o.Key!);
    const files = async (dir: string) => (await readdir(join(dir, 'imports')).catch(() => [])).map(String);

    // A takes no job: its workers stop, its HTTP stays
    await a.app.jobs.stop();
    const token = await signIn(a, DEMO.realtor.email, DEMO.realtor.password);
    const own = async (api: { url: string }) => (await call(api, 'GET', '/api/estate/my?onPage=1', undefined, token)).body.meta.total as number;
    const before = await own(a);
    const up = await upload(a, token, csvFeed(listingsOf(4)));
    t.equal(up.status, 201, JSON.stringify(up.body));
    t.equal(up.body.status, 'validated', 'validated by A');
    t.equal((await inBucket()).length, 1, 'kept in the bucket');
    t.same(await files(a.dataDir), [], "nothing in A's DATA_DIR/imports");
    // and A's folder is gone altogether: B could not read it even on a shared machine
    await rm(join(a.dataDir, 'imports'), { recursive: true, force: true });

    const start = await call(bApi, 'POST', `/api/import/${up.body._id}/start`, undefined, token);
    t.equal(start.status, 202, 'started through B (the session is in the database)');
    const done = await waitForImport(bApi, token, up.body._id);
    t.equal(done.status, 'done', JSON.stringify(done.error));
    t.match(done.progress, { total: 4, processed: 4, created: 4, failed: 0 }, 'B ran it from the bucket');
    t.equal(await own(bApi), before + 4, "the four listings are the owner's");

    let left = await inBucket();
    for (let i = 0; i < 100 && left.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = await inBucket();
    }
    t.same(left, [], 'the object is deleted when the import ends');
    t.same(
      (await files(bDir)).filter((f) => f.endsWith('.upload')),
      [],
      "and B's local copy",
    );
  });
