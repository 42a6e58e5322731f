// The media store in an S3 bucket (AWS S3 or any S3-compatible server: MinIO, Ceph, R2), so that every
// api instance reads and writes the same photos. Chosen when S3_BUCKET is set (api/config.ts); keys
// are validated exactly as on disk. The bucket stays private: browsers get objects through
// `GET /media/*` of the api (plugin.ts), which streams them with their type, ETag and caching headers.
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { contentTypeOf, isValidMediaKey, type MediaStore } from './store.ts';

export interface S3Settings {
  bucket: string;
  /** an S3-compatible server's origin; addressed path-style. Unset: AWS S3 of the region */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const notFound = (err: unknown): boolean =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

function checked(key: string): string {
  if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}

export function createS3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint, forcePathStyle: true } : {}),
    ...(s.accessKeyId && s.secretAccessKey ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } } : {}),
    // checksums only where S3 demands them: S3-compatible servers differ in the newer trailing-checksum
    // uploads, and our objects are small single PUTs
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

export function createS3MediaStore(settings: S3Settings, client: S3Client = createS3Client(settings)): MediaStore & { client: S3Client } {
  const Bucket = settings.bucket;
  return {
    client,
    location: `s3://${Bucket}`,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentType: contentType ?? contentTypeOf(key) ?? 'application/octet-stream' }),
      );
    },
    async open(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return {
          body: out.Body as Readable,
          size: out.ContentLength ?? 0,
          lastModified: out.LastModified ?? new Date(0),
          etag: out.ETag ?? '""',
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async read(key) {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
      return Buffer.from(await out.Body!.transformToByteArray());
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    url: (key) => `/media/${key}`,
  };
}
