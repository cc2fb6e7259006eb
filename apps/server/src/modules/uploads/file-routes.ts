// GET/HEAD /uploads/<key>: the stored files, whichever backend holds them (docs/decisions/036-upload-storage.md).
// Every file the app stores is public by its random address (listing photos, profile photos, the house-rules
// PDFs a listing page links), as it was on the disk before S3; nothing private is ever stored here.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import {
  IMMUTABLE_CACHE,
  contentDisposition,
  isStorageKey,
  type LocalStorage,
  type S3Storage,
} from '../../adapters/storage/storage';

/**
 * How long a browser may keep the redirect to S3_PUBLIC_URL: a day, not a year, so a change of the public
 * address (a new CDN) reaches returning visitors soon; the file itself is cached a year where it is served.
 */
const REDIRECT_CACHE = 'public, max-age=86400';
/** An If-None-Match longer than this (a few ETags) is ignored rather than sent to the bucket. */
const MAX_ETAGS_LENGTH = 512;

function serveFromDisk(app: App, storage: LocalStorage) {
  mkdirSync(storage.root, { recursive: true });
  return app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(res, path) {
      res.header('cache-control', IMMUTABLE_CACHE);
      const disposition = contentDisposition(path);
      if (disposition) res.header('content-disposition', disposition);
    },
  });
}

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(body);

function serveFromBucket(app: App, storage: S3Storage) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true },
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const key = (request.params as { '*': string })['*'];
      // Only the names the app gives out: no '..', no other folder of the bucket, no odd bytes.
      if (!isStorageKey(key)) return text(reply, 400, 'Bad file address');
      if (storage.publicUrl)
        return reply
          .code(302)
          .header('location', `${storage.publicUrl}/${key}`)
          .header('cache-control', REDIRECT_CACHE)
          .send();

      const range = request.headers.range;
      // Only what can be an ETag list goes on to the bucket: a header of kilobytes would make S3 refuse the read.
      const ifNoneMatch = request.headers['if-none-match'];
      const file = await storage.open(key, {
        head: request.method === 'HEAD',
        ifNoneMatch: ifNoneMatch && ifNoneMatch.length <= MAX_ETAGS_LENGTH ? ifNoneMatch : undefined,
        range,
      });
      if (file === null) return text(reply, 404, 'Not found');
      if (file === 'unsatisfiable') return text(reply, 416, 'Range not satisfiable');
      if (file === 'not-modified') {
        const etag = request.headers['if-none-match'];
        if (etag && /^"[^",]+"$/.test(etag)) reply.header('etag', etag);
        return reply.code(304).header('cache-control', IMMUTABLE_CACHE).send();
      }

      reply
        .code(file.status)
        .header('content-type', file.contentType)
        .header('content-length', String(file.contentLength))
        .header('cache-control', IMMUTABLE_CACHE)
        .header('accept-ranges', 'bytes');
      if (file.etag) reply.header('etag', file.etag);
      if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
      if (file.contentRange) reply.header('content-range', file.contentRange);
      const disposition = contentDisposition(key) ?? file.contentDisposition;
      if (disposition) reply.header('content-disposition', disposition);
      // Streamed from the bucket as it arrives; Fastify destroys the stream if the browser goes away.
      return reply.send(file.body ?? undefined);
    },
  });
}

export async function uploadedFileRoutes(app: App, ctx: AppContext): Promise<void> {
  if (ctx.storage.kind === 'local') await serveFromDisk(app, ctx.storage);
  else serveFromBucket(app, ctx.storage);
}
