// The S3 bucket out of reach (issue 38 item 4; docs/decisions/036-upload-storage.md, docs/reliability.md): a TCP
// proxy stands between the app and a real S3-compatible server (s3rver) and is stopped, so the app's connections
// are refused on the address it was given, and then started again on the same port. As a caller sees it: every
// upload answers 503 STORAGE_UNAVAILABLE with Retry-After within a bounded time, nothing half-written reaches the
// database, the pages still answer (only the files themselves answer 503), and uploads work again by themselves.
import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { thumbnailOf } from '@crashpad/shared/api/uploads';
import { listings, uploads, users } from '../../db/schema';
import {
  bearer,
  createLister,
  createListing,
  type Lister,
  testApp,
  type TestApp,
} from '../../../test/factory';
import { multipartFile, multipartFiles } from '../../../test/multipart';
import { startS3, type TestS3 } from '../../../test/s3';
import { tcpProxy, type TcpProxy } from '../../../test/tcp-proxy';

/** What a member must see from every upload while the bucket is away, however many retries the client makes. */
const UNAVAILABLE = {
  message: 'File storage is not reachable just now. Please try again in a moment.',
  code: 'STORAGE_UNAVAILABLE',
};
/** The bound on how long an upload may wait before it is told to try again. */
const BOUND_MS = 15_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let s3: TestS3;
let proxy: TcpProxy;
let t: TestApp;
let photo: Buffer;
let lister: Lister;
let listingId: number;
/** The listing's one real photo and the lister's profile photo, both stored in the bucket before the outage. */
let listingPhoto: string;
let avatar: string;

const key = (url: string) => url.replace(/^\/uploads\//, '');

function post(url: string, body: { payload: Buffer; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(lister.token) },
  });
}
const uploadListingPhotos = (count = 1) =>
  post(
    '/api/upload/images',
    multipartFiles(
      Array.from({ length: count }, (_, i) => ({
        field: 'image[]',
        filename: `p${i}.jpg`,
        contentType: 'image/jpeg',
        content: photo,
      })),
    ),
  );
const uploadAvatar = () =>
  post('/api/upload/user/images', multipartFile('image', 'me.jpg', 'image/jpeg', photo));
const uploadPdf = () => post('/api/upload/pdf', multipartFile('files', 'rules.pdf', 'application/pdf', PDF));
const rotate = (url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/upload/image-rotate',
    headers: bearer(lister.token),
    payload: { image_url: url, angle: 90 },
  });

/** Everything an upload could have written, as the API and the database hold it. */
async function written() {
  const page = await t.app.inject({ url: `/api/listing/${listingId}` });
  const me = await t.app.inject({ url: '/api/user', headers: bearer(lister.token) });
  const [listing] = await t.db
    .select({ images: listings.images, thumbnail: listings.thumbnail })
    .from(listings)
    .where(eq(listings.id, listingId));
  const [user] = await t.db.select({ photo: users.photo }).from(users).where(eq(users.id, lister.id));
  const rows = await t.db
    .select({ url: uploads.url, thumbnail: uploads.thumbnailUrl })
    .from(uploads)
    .where(eq(uploads.userId, lister.id))
    .orderBy(uploads.id);
  return {
    pageImages: page.json<{ images: unknown }>().images,
    apiPhoto: me.json<{ photo: unknown }>().photo,
    listing,
    photo: user!.photo,
    rows,
  };
}

/** Every address the database holds for this lister names an object that is in the bucket. */
async function everyReferenceIsStored() {
  const now = await written();
  const addresses = [
    ...now.listing!.images,
    now.listing!.thumbnail,
    now.photo,
    ...now.rows.flatMap((r) => [r.url, r.thumbnail]),
  ].filter((a): a is string => typeof a === 'string' && a.startsWith('/uploads/'));
  // the fixture's own rows (test/listings.ts) name no objects; only addresses the app stored are checked
  const stored = addresses.filter(
    (a) => !lister.images.includes(a) && !lister.images.map(thumbnailOf).includes(a),
  );
  for (const a of stored) expect(await s3.read(key(a)), a).not.toBeNull();
  return stored.length;
}

/** Times a call: the answer and how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now();
  const res = await call();
  return { res, ms: performance.now() - started };
}

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual(UNAVAILABLE);
}

beforeAll(async () => {
  s3 = await startS3();
  proxy = await tcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
  t = await testApp({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` });
  photo = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  lister = await createLister(t, 'pro');

  // A listing with a real photo in the bucket, and a profile photo, before the bucket goes away.
  const uploaded = await uploadListingPhotos();
  expect(uploaded.statusCode).toBe(200);
  listingPhoto = uploaded.json<{ url: string[] }>().url[0]!;
  listingId = await createListing(t, { ...lister, images: [listingPhoto, ...lister.images] });
  const me = await uploadAvatar();
  expect(me.statusCode).toBe(200);
  avatar = me.json<{ url: string }>().url;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await s3?.close();
});

describe('with the S3 endpoint unreachable', () => {
  let before: Awaited<ReturnType<typeof written>>;
  beforeAll(async () => {
    before = await written();
    expect(before.pageImages).toContain(listingPhoto);
    expect(before.apiPhoto).toBe(avatar);
    await proxy.stop();
  });

  it('answers every upload 503 STORAGE_UNAVAILABLE with Retry-After, well within the bound', async () => {
    const calls = {
      'listing photos': () => uploadListingPhotos(2),
      'profile photo': uploadAvatar,
      'house-rules PDF': uploadPdf,
      // the rotation reads the stored photo back from the bucket, then writes a new one
      'photo rotation': () => rotate(listingPhoto),
    };
    for (const [name, call] of Object.entries(calls)) {
      const { res, ms } = await timed(call);
      expectUnavailable(res);
      expect(ms, name).toBeLessThan(BOUND_MS);
    }
  });

  it('writes nothing half-way: the listing, the profile photo and the uploads are as they were', async () => {
    for (const call of [() => uploadListingPhotos(3), uploadAvatar, uploadPdf, () => rotate(listingPhoto)])
      expectUnavailable(await call());
    expect(await written()).toEqual(before);
  });

  it('still answers the listing page and the search; the photos themselves answer 503, not 500 and not a hang', async () => {
    const page = await t.app.inject({ url: `/api/listing/${listingId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ images: string[] }>().images).toEqual(before.pageImages);

    const search = await t.app.inject({ url: '/api/airports/DAL/listings' });
    expect(search.statusCode).toBe(200);
    expect(search.json<{ data: { id: number }[] }>().data.map((c) => c.id)).toContain(listingId);

    for (const url of [listingPhoto, thumbnailOf(listingPhoto), avatar])
      for (const method of ['GET', 'HEAD'] as const) {
        const { res, ms } = await timed(() => t.app.inject({ method, url }));
        expect(res.statusCode, `${method} ${url}`).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        // never cached as if it were the file
        expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
        expect(ms).toBeLessThan(BOUND_MS);
      }
  });

  it('recovers by itself: once the endpoint is back, the same uploads succeed and the photos are served', async () => {
    await proxy.start();
    const uploaded = await uploadListingPhotos();
    expect(uploaded.statusCode).toBe(200);
    const fresh = uploaded.json<{ url: string[] }>().url[0]!;
    const served = await t.app.inject({ url: fresh });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals((await s3.read(key(fresh)))!.body)).toBe(true);
    expect((await t.app.inject({ url: listingPhoto })).statusCode).toBe(200);

    const me = await uploadAvatar();
    expect(me.statusCode).toBe(200);
    expect((await t.app.inject({ url: me.json<{ url: string }>().url })).statusCode).toBe(200);
    expect((await uploadPdf()).statusCode).toBe(200);
    expect((await rotate(listingPhoto)).statusCode).toBe(200);
    expect(await everyReferenceIsStored()).toBeGreaterThan(0);
  });
});

describe('with the endpoint lost between the variants of one upload', () => {
  it('stores no row for the upload; only the variants already written stay in the bucket, unreferenced', async () => {
    await proxy.start(); // a no-op when it is running
    const rowsBefore = (await written()).rows;
    // The display copy reaches the bucket, then the endpoint goes away before the thumbnail is written.
    const put = t.ctx.storage.put.bind(t.ctx.storage);
    const keys: string[] = [];
    const spy = vi.spyOn(t.ctx.storage, 'put').mockImplementation(async (k, body, type) => {
      keys.push(k);
      const url = await put(k, body, type);
      if (keys.length === 1) await proxy.stop();
      return url;
    });
    try {
      expectUnavailable(await uploadListingPhotos());
    } finally {
      spy.mockRestore();
      await proxy.start();
    }
    expect(keys).toHaveLength(2);
    const [display, thumbnail] = keys as [string, string];
    expect(thumbnail).toBe(key(thumbnailOf(`/uploads/${display}`)));
    // No row names either address, so no page shows a photo without its thumbnail.
    expect((await written()).rows).toEqual(rowsBefore);
    // The display copy is left in the bucket, unreferenced (a random address nothing links to); the thumbnail is not.
    expect(await s3.read(display)).not.toBeNull();
    expect(await s3.read(thumbnail)).toBeNull();
    expect(await everyReferenceIsStored()).toBeGreaterThan(0);
  });
});

describe('with the S3 endpoint taking connections and never answering', () => {
  it('answers 503 within the bound all the same, writes nothing, and recovers', async () => {
    // A wedged bucket, or a balancer in front of a dead one: the connection opens, no answer ever comes. The
    // client's own timeouts bound each attempt only (30 s of silence, three attempts); the adapter's deadline
    // bounds the whole.
    const before = await written();
    await proxy.stop();
    const held = new Set<Socket>();
    const silent = createServer((socket) => {
      held.add(socket);
      socket.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => silent.listen(proxy.port, '127.0.0.1', resolve));
    try {
      const calls = [
        uploadListingPhotos,
        uploadAvatar,
        uploadPdf,
        () => rotate(listingPhoto),
        () => t.app.inject({ url: listingPhoto }),
        () => t.app.inject({ method: 'HEAD', url: avatar }),
      ];
      // side by side: each waits out the same silence
      const answers = await Promise.all(calls.map((call) => timed(call)));
      for (const { res, ms } of answers) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(ms).toBeLessThan(BOUND_MS);
      }
      expect(held.size).toBeGreaterThan(0);
      expect(await written()).toEqual(before);
      expect((await t.app.inject({ url: `/api/listing/${listingId}` })).statusCode).toBe(200);
    } finally {
      await new Promise<void>((resolve) => {
        silent.close(() => resolve());
        for (const socket of held) socket.destroy();
      });
      await proxy.start();
    }
    expect((await uploadListingPhotos()).statusCode).toBe(200);
    expect((await t.app.inject({ url: listingPhoto })).statusCode).toBe(200);
  }, 60_000);
});
