// Import uploads with S3 configured (issue 21 item 10; here a local S3-compatible server, s3rver): a
// validated upload is kept in the bucket under imports/, nothing of it stays in DATA_DIR/imports,
// `GET /media` never serves it, the run reads it back from the bucket, and it is deleted when the
// import ends (done or canceled). An unreachable store answers 503 and leaves nothing. Two instances
// with their own DATA_DIR: test/server-db/import-two-instances.test.ts.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { call, DEMO, signIn, startApi } from '../helpers/api.ts';
import { startS3 } from '../helpers/s3.ts';
import { csvFeed, listingsOf, upload, waitForImport } from './api-import-fixtures.ts';

/** The list once it is empty (polled for up to 10 s), else its last value. */
async function settled(list: () => Promise<string[]>): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const now = await list();
    if (!now.length) return now;
    await new Promise((r) => setTimeout(r, 100));
  }
  return list();
}

t.test('import files in S3', async (t) => {
  const s3 = await startS3('import-test');
  t.teardown(s3.close);
  const api = await startApi({ estates: 0, config: { s3: s3.settings, jobsPollSeconds: 0.5 } });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const inBucket = async () =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: 'imports/' }))).Contents ?? []).map((o) => o.Key!);
  const onDisk = async () => (await readdir(join(api.dataDir, 'imports')).catch(() => [])).map(String);

  const up = await upload(api, token, csvFeed(listingsOf(3)));
  t.equal(up.status, 201, JSON.stringify(up.body));
  t.equal(up.body.status, 'validated');
  const keys = await inBucket();
  t.equal(keys.length, 1, 'the validated upload is one object in the bucket');
  t.match(keys[0], /^imports\/[a-z0-9-]+\.upload$/);
  t.same(await onDisk(), [], 'nothing of it stays in DATA_DIR/imports');
  const media = await fetch(`${api.url}/media/${keys[0]}`);
  await media.arrayBuffer();
  t.equal(media.status, 404, 'GET /media does not serve an import file');

  const start = await call(api, 'POST', `/api/import/${up.body._id}/start`, undefined, token);
  t.equal(start.status, 202);
  const done = await waitForImport(api, token, up.body._id);
  t.equal(done.status, 'done', JSON.stringify(done.error));
  t.match(done.progress, { total: 3, processed: 3, created: 3, failed: 0 }, 'the run read the feed from the bucket');
  // the file goes right after the import is marked done
  t.same(await settled(inBucket), [], 'the object is deleted when the import ends');
  t.same(await settled(onDisk), [], 'and the local copy the run read');

  t.test('canceling a validated import deletes its object', async (t) => {
    const again = await upload(api, token, csvFeed(listingsOf(2, 10)));
    t.equal(again.status, 201);
    t.equal((await inBucket()).length, 1);
    const cancel = await call(api, 'DELETE', `/api/import/${again.body._id}`, undefined, token);
    t.equal(cancel.status, 200);
    t.equal(cancel.body.status, 'canceled');
    t.same(await settled(inBucket), []);
  });

  t.test('an upload refused as invalid never reaches the bucket', async (t) => {
    const bad = await upload(api, token, csvFeed([{ externalId: 'BAD-1', rooms: 'many' }]));
    t.equal(bad.status, 201);
    t.equal(bad.body.status, 'invalid');
    t.same(await inBucket(), []);
    t.same(await onDisk(), []);
  });
});

t.test('an object store out of reach: the upload answers 503 and leaves nothing', async (t) => {
  // a port nothing listens on
  const dead = { bucket: 'nowhere', endpoint: 'http://127.0.0.1:9', region: 'us-east-1', accessKeyId: 'x', secretAccessKey: 'y' };
  const api = await startApi({ estates: 0, config: { s3: dead } });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const up = await upload(api, token, csvFeed(listingsOf(2)));
  t.equal(up.status, 503, JSON.stringify(up.body));
  t.equal(up.body.code, 'UNAVAILABLE');
  t.same((await readdir(join(api.dataDir, 'imports')).catch(() => [])).map(String), [], 'no file left in DATA_DIR/imports');
  const list = await call(api, 'GET', '/api/import', undefined, token);
  t.equal(list.body.meta.total, 0, 'no import recorded');
});
