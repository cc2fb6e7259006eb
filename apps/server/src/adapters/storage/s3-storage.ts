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

/**
 * How long one operation may wait for the bucket, its retries included, before the member is answered 503
 * (docs/decisions/036-upload-storage.md, "Failures"; docs/reliability.md). The client's timeouts bound each attempt
 * only: a bucket that takes connections and never answers held a request 3 × 30 s and more, a dropped connect 3 × 5 s.
 * A refused connection fails in well under a second either way.
 */
export const ANSWER_DEADLINE_MS = 10_000;
/** A put also gets the time to send its body at 1 MB/s, so a 10 MB house-rules PDF is not cut off on a slow link. */
const PUT_BYTES_PER_MS = 1_000;

/**
 * Runs `work` with a signal that gives up after `ms`. The timer ends when `work` does, so a file streamed on to the
 * browser after its headers came (open) is never cut off by it; the idle-socket timeout still guards that stream.
 */
async function withinDeadline<T>(ms: number, work: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${ms} ms`)), ms);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

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
    // A deadline's abort says why in its cause.
    const reason = e.name === 'AbortError' && e.cause instanceof Error ? e.cause.message : e.message;
    log.error(
      { operation, bucket, key, status: statusOf(err), error: e.name, reason },
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
        await withinDeadline(ANSWER_DEADLINE_MS + body.length / PUT_BYTES_PER_MS, (abortSignal) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: body,
              ContentLength: body.length,
              ContentType: contentType,
              CacheControl: IMMUTABLE_CACHE,
              ContentDisposition: contentDisposition(key) ?? undefined,
            }),
            { abortSignal },
          ),
        );
      } catch (err) {
        throw unavailable('put', key, err);
      }
      return `${UPLOADS_PREFIX}${key}`;
    },

    async get(key) {
      assertStorageKey(key);
      try {
        // The whole read is under the deadline: the bytes are kept, not streamed on.
        return await withinDeadline(ANSWER_DEADLINE_MS, async (abortSignal) => {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), {
            abortSignal,
          });
          return Buffer.from(await object.Body!.transformToByteArray());
        });
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
          const command = new HeadObjectCommand({
            Bucket: bucket,
            Key: key,
            IfNoneMatch: request.ifNoneMatch,
          });
          const head = await withinDeadline(ANSWER_DEADLINE_MS, (abortSignal) =>
            client.send(command, { abortSignal }),
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
        const command = new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          IfNoneMatch: request.ifNoneMatch,
          Range: range,
        });
        // Until the headers come: the body is then streamed to the browser as it arrives.
        const object = await withinDeadline(ANSWER_DEADLINE_MS, (abortSignal) =>
          client.send(command, { abortSignal }),
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
