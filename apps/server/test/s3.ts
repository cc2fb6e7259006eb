// A real S3-compatible HTTP server (s3rver) on a free port, with one empty bucket, for the tests of the S3
// file storage (docs/decisions/036-upload-storage.md). Reusable: `env` holds the S3_* settings for
// loadConfig or for a server process started by a test.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export type TestS3 = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** the bucket's own public address (path style), as S3_PUBLIC_URL would name it */
  publicUrl: string;
  /** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE */
  env: Record<string, string>;
  /** an SDK client of the bucket, to read what the app stored */
  client: S3Client;
  /** an object's bytes and headers, or null when there is none */
  read(
    key: string,
  ): Promise<{ body: Buffer; contentType?: string; cacheControl?: string; etag?: string } | null>;
  close(): Promise<void>;
};

/** s3rver accepts these fixed credentials (and checks the signature made with them). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3(options: { bucket?: string } = {}): Promise<TestS3> {
  const bucket = options.bucket ?? 'crashpad-test';
  const directory = await mkdtemp(join(tmpdir(), 'crashpad-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  const client = new S3Client({ endpoint, region, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    bucket,
    region,
    ...CREDENTIALS,
    publicUrl: `${endpoint}/${bucket}`,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          body: Buffer.from(await object.Body!.transformToByteArray()),
          contentType: object.ContentType,
          cacheControl: object.CacheControl,
          etag: object.ETag,
        };
      } catch (err) {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw err;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
