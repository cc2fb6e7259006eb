// Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) through @aws-sdk/client-s3
// (docs/decisions/036-upload-storage.md). Objects carry their Content-Type and a year's immutable
// Cache-Control, so a public bucket or a CDN in front of it (S3_PUBLIC_URL) serves them as the app would.
import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ConfigError, type StorageConfig } from '../../config';
import { TryLater } from '../../errors';
import {
  IMMUTABLE_CACHE,
  UPLOADS_PREFIX,
  assertStorageKey,
  contentDisposition,
  type OpenedFile,
  type S3Storage,
} from './storage';

export type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/** Where failures of the bucket are told (the app's logger); never the credentials. */
export type StorageLog = { error(details: object, message: string): void };

const UNAVAILABLE = 'File storage is not reachable just now. Please try again in a moment.';

/** The HTTP status the bucket answered, for the errors the SDK throws. */
function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** Range requests for one span only ("bytes=0-1023", "bytes=100-", "bytes=-500"), as browsers' PDF viewers send. */
const SINGLE_RANGE = /^bytes=(\d{1,15}-\d{0,15}|-\d{1,15})$/;

export function s3Storage(settings: S3Settings, log: StorageLog): S3Storage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 3,
    // A bucket that stops answering fails the request instead of holding it (and its upload) open.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });

  /** The bucket failed: told in the log with what was asked, answered 503 so the member tries again. */
  const unavailable = (operation: string, key: string | null, err: unknown): TryLater => {
    const e = err as Error;
    log.error(
      { operation, bucket, key, status: statusOf(err), error: e.name, reason: e.message },
      'file storage (S3) failed',
    );
    return new TryLater(503, UNAVAILABLE, 5, 'STORAGE_UNAVAILABLE');
  };

  return {
    kind: 's3',
    publicUrl: settings.publicUrl,

    async put(key, body, contentType) {
      assertStorageKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentLength: body.length,
            ContentType: contentType,
            CacheControl: IMMUTABLE_CACHE,
            ContentDisposition: contentDisposition(key) ?? undefined,
          }),
        );
      } catch (err) {
        throw unavailable('put', key, err);
      }
      return `${UPLOADS_PREFIX}${key}`;
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw unavailable('get', key, err);
      }
    },

    async open(key, request) {
      assertStorageKey(key);
      const range = request.range && SINGLE_RANGE.test(request.range) ? request.range : undefined;
      try {
        if (request.head) {
          const head = await client.send(
            new HeadObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: request.ifNoneMatch }),
          );
          return {
            status: 200,
            body: null,
            contentType: head.ContentType ?? 'application/octet-stream',
            contentLength: head.ContentLength ?? 0,
            etag: head.ETag ?? null,
            lastModified: head.LastModified ?? null,
            contentRange: null,
            contentDisposition: head.ContentDisposition ?? null,
          } satisfies OpenedFile;
        }
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: request.ifNoneMatch, Range: range }),
        );
        return {
          status: object.ContentRange ? 206 : 200,
          // In Node the SDK's body is the HTTP response itself: it streams, and is destroyed with the reply.
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          contentLength: object.ContentLength ?? 0,
          etag: object.ETag ?? null,
          lastModified: object.LastModified ?? null,
          contentRange: object.ContentRange ?? null,
          contentDisposition: object.ContentDisposition ?? null,
        } satisfies OpenedFile;
      } catch (err) {
        const status = statusOf(err);
        if (status === 404) return null;
        if (status === 304) return 'not-modified';
        if (status === 416) return 'unsatisfiable';
        throw unavailable(request.head ? 'head' : 'open', key, err);
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        const status = statusOf(err);
        const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
        const reason =
          status === 404
            ? 'there is no such bucket'
            : status === 403 || status === 401
              ? 'S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY are not allowed to use it'
              : `${(err as Error).name}: ${(err as Error).message}`;
        throw new ConfigError(
          `Invalid configuration:\n  S3_BUCKET: the bucket "${bucket}" at ${where} cannot be used: ${reason}`,
        );
      }
    },

    async close() {
      client.destroy();
    },
  };
}
