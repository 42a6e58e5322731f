// A local S3-compatible server for tests (s3rver, from npm, on 127.0.0.1:0, objects in a temp folder)
// with one bucket created, and a client to look into it.
//   const s3 = await startS3();  t.teardown(s3.close);  startApi({ config: { s3: s3.settings } })
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client, type S3Settings } from '../../api/integrations/media/s3-store.ts';

export interface StartedS3 {
  settings: S3Settings;
  client: S3Client;
  close(): Promise<void>;
}

export async function startS3(bucket = 'media-test'): Promise<StartedS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3-test-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    client,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
