// Uploads with S3_BUCKET set, against a real S3-compatible server (s3rver) started here
// (docs/decisions/036-upload-storage.md): the bytes go to the bucket, the app serves them at /uploads/<key>.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailOf } from '@crashpad/shared/api/uploads';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { s3Storage } from '../../adapters/storage/s3-storage';
import { TryLater } from '../../errors';
import { uploads, users } from '../../db/schema';
import {
  bearer,
  createMember,
  login,
  signedInMember,
  TEST_ENV,
  testApp,
  type TestApp,
} from '../../../test/factory';
import { multipartFile, multipartFiles } from '../../../test/multipart';
import { startS3, type TestS3 } from '../../../test/s3';

let s3: TestS3;
let t: TestApp;
let photo: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  s3 = await startS3();
  t = await testApp(s3.env);
  // A 300x150 landscape photo taken "sideways" (EXIF orientation 6), with a copyright note that must not survive.
  photo = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'secret-location' } })
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const key = (url: string) => url.replace(/^\/uploads\//, '');

async function lister() {
  return signedInMember(t, { userPlan: 'basic', totalLocation: 1 });
}

async function uploadPhoto(token: string) {
  const body = multipartFiles([
    { field: 'image[]', filename: 'photo.jpg', contentType: 'image/jpeg', content: photo },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/images',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode).toBe(200);
  const { url, thumbnails } = res.json<{ url: string[]; thumbnails: string[] }>();
  return { url: url[0]!, thumbnail: thumbnails[0]! };
}

describe('uploads in an S3 bucket', () => {
  it('stores the photo upright and without metadata in the bucket, with its thumbnail, and not on the disk', async () => {
    const me = await lister();
    const { url, thumbnail } = await uploadPhoto(me.token);
    expect(url).toMatch(/^\/uploads\/listings\/[0-9a-f-]{36}\.webp$/);
    expect(thumbnail).toBe(thumbnailOf(url));

    const display = await s3.read(key(url));
    expect(display).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const meta = await sharp(display!.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 150, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(display!.body.includes('secret-location')).toBe(false);
    const thumb = await s3.read(key(thumbnail));
    expect(await sharp(thumb!.body).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });

    // The database keeps the backend-independent address.
    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, me.id));
    expect(rows.map((r) => [r.url, r.thumbnailUrl])).toEqual([[url, thumbnail]]);
    expect(await readdir(join(t.config.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('streams the file at /uploads/<key> with the same bytes and a year-long immutable cache; HEAD and 304 too', async () => {
    const me = await lister();
    const { url } = await uploadPhoto(me.token);
    const object = (await s3.read(key(url)))!;

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(object.body)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(object.body.length),
      etag: object.etag,
      'cache-control': 'public, max-age=31536000, immutable',
    });

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(object.body.length),
      etag: object.etag,
      'cache-control': 'public, max-age=31536000, immutable',
    });

    const again = await t.app.inject({ url, headers: { 'if-none-match': object.etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const part = await t.app.inject({ url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${object.body.length}`);
    expect(part.rawPayload.equals(object.body.subarray(0, 10))).toBe(true);
  });

  it('answers 404 for a missing file and 400 for an address the app never gives out', async () => {
    const missing = await t.app.inject({
      url: '/uploads/listings/00000000-0000-0000-0000-000000000000.webp',
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/uploads/listings/nope.webp' })).statusCode).toBe(404);
    for (const odd of [
      '/uploads/listings/..%2F..%2Fsecret.webp',
      '/uploads/listings/../x.webp',
      '/uploads/listings/%00x.webp',
      '/uploads/listings/caf%C3%A9.webp',
      '/uploads/backups/db.sql',
      '/uploads/',
    ]) {
      const res = await t.app.inject({ url: odd });
      expect([400, 404], odd).toContain(res.statusCode);
      expect(res.headers['cache-control'], odd).not.toContain('immutable');
    }
    expect((await t.app.inject({ url: '/uploads/listings/..%2Fx.webp' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/uploads/backups/db.sql' })).statusCode).toBe(400);
  });

  it('turns a stored photo read back from the bucket into a new object', async () => {
    const me = await lister();
    const { url } = await uploadPhoto(me.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image-rotate',
      headers: bearer(me.token),
      payload: { image_url: url, angle: 90 },
    });
    expect(res.statusCode).toBe(200);
    const turned = res.json<{ image_url: string }>().image_url;
    expect(turned).not.toBe(url);
    expect(await sharp((await s3.read(key(turned)))!.body).metadata()).toMatchObject({
      width: 300,
      height: 150,
    });
    expect(await s3.read(key(thumbnailOf(turned)))).not.toBeNull();
  });

  it('keeps a house-rules PDF in the bucket and serves it inline, as on the disk', async () => {
    const me = await lister();
    const body = multipartFile('files', 'rules.pdf', 'application/pdf', PDF);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/pdf',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(me.token) },
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect((await s3.read(key(url)))!.body.equals(PDF)).toBe(true);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${url.split('/').pop()}"`);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps the profile photo in the bucket', async () => {
    const { token, ...m } = await signedInMember(t, {});
    const body = multipartFile('image', 'me.jpg', 'image/jpeg', photo);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/user/images',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    const [row] = await t.db.select({ photo: users.photo }).from(users).where(eq(users.id, m.id));
    expect(row!.photo).toBe(url);
    const stored = await s3.read(key(url));
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect((await t.app.inject({ url })).rawPayload.equals(stored!.body)).toBe(true);
  });
});

describe('uploads in an S3 bucket with S3_PUBLIC_URL', () => {
  let pub: TestApp;
  // A second app on the same bucket; building one takes a while on a busy machine.
  beforeAll(async () => {
    pub = await testApp({ ...s3.env, S3_PUBLIC_URL: `${s3.publicUrl}/` });
  }, 120_000);
  afterAll(() => pub?.close());

  it('redirects /uploads/<key> to the public address, which serves the same bytes with the long cache', async () => {
    const m = await createMember(pub.db, { userPlan: 'basic', totalLocation: 1 });
    const token = await login(pub.app, m.email, m.password);
    const body = multipartFiles([
      { field: 'image', filename: 'p.jpg', contentType: 'image/jpeg', content: photo },
    ]);
    const res = await pub.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json<{ url: string[] }>().url[0]!;
    // The stored address stays the app's own, whatever the backend.
    expect(url).toMatch(/^\/uploads\/listings\/[0-9a-f-]{36}\.webp$/);

    const redirect = await pub.app.inject({ url });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`${s3.publicUrl}/${key(url)}`);
    expect(redirect.headers['cache-control']).toBe('public, max-age=86400');
    // The page may load images from there.
    expect(redirect.headers['content-security-policy']).toContain(`img-src 'self' data: blob:`);
    expect(redirect.headers['content-security-policy']).toContain(s3.endpoint);

    const fetched = await fetch(redirect.headers.location as string);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/webp');
    expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fetched.arrayBuffer()).equals((await s3.read(key(url)))!.body)).toBe(true);
    expect((await pub.app.inject({ url: '/uploads/listings/..%2Fx.webp' })).statusCode).toBe(400);
  });
});

describe('starting with S3_BUCKET', () => {
  it('refuses to start when the bucket does not exist, naming the setting', async () => {
    // The database is never opened: the bucket is checked first.
    const dataDir = join(t.config.dataDir, 'never-opened');
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...s3.env, S3_BUCKET: 'no-such-bucket' });
    await expect(buildApp(config)).rejects.toThrow(
      /S3_BUCKET: the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: there is no such bucket/,
    );
    expect(await readdir(dataDir).catch(() => null)).toBeNull();
  });
});

describe('the S3 adapter', () => {
  const settings = (endpoint: string, secretAccessKey: string) => ({
    kind: 's3' as const,
    bucket: s3.bucket,
    endpoint,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
    publicUrl: null,
    publicOrigin: null,
  });

  it('reads back what it stored, and null for a key it never stored', async () => {
    const storage = s3Storage(settings(s3.endpoint, s3.secretAccessKey), { error() {} });
    try {
      expect(await storage.put('documents/adapter-probe.pdf', PDF, 'application/pdf')).toBe(
        '/uploads/documents/adapter-probe.pdf',
      );
      expect((await storage.get('documents/adapter-probe.pdf'))!.equals(PDF)).toBe(true);
      expect(await storage.get('documents/never-stored.pdf')).toBeNull();
      await expect(storage.get('../outside.pdf')).rejects.toThrow('not a storage key');
    } finally {
      await storage.close();
    }
  });

  it('answers 503 STORAGE_UNAVAILABLE when the bucket cannot be reached, and logs it without the secret', async () => {
    const logged: object[] = [];
    // Nothing listens on port 1.
    const storage = s3Storage(settings('http://127.0.0.1:1', 'Secret-Marker-9q4'), {
      error: (details, message) => logged.push({ ...details, message }),
    });
    try {
      const failed = await storage
        .put('listings/unreachable.webp', Buffer.from('x'), 'image/webp')
        .catch((e) => e);
      expect(failed).toBeInstanceOf(TryLater);
      expect(failed).toMatchObject({ statusCode: 503, code: 'STORAGE_UNAVAILABLE', retryAfterSeconds: 5 });
      expect(logged).toMatchObject([
        { operation: 'put', key: 'listings/unreachable.webp', message: 'file storage (S3) failed' },
      ]);
      expect(JSON.stringify(logged)).not.toContain('Secret-Marker-9q4');
    } finally {
      await storage.close();
    }
  });
});
