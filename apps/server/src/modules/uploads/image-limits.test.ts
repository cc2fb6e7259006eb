// The image limits of docs/decisions/015-image-safety.md: pixels read from the header before anything is
// decoded, one image decoded at a time with a bounded waiting list, and so many uploads a minute per member.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { checkImage } from '../../adapters/storage/images';
import { bearer, signedInMember, testApp, type TestApp } from '../../../test/factory';
import { multipartFile, multipartFiles } from '../../../test/multipart';
import { pngBomb } from '../../../test/png-bomb';

const TOO_LARGE = 'The image is too large: at most 8,192 × 6,144 pixels.';

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await testApp({ IMAGE_WORKERS: '1', IMAGE_QUEUE_LENGTH: '1', UPLOADS_PER_MINUTE: '6' });
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#aa6633' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

async function lister() {
  return signedInMember(t, { userPlan: 'basic', totalLocation: 1 });
}

const post = (url: string, field: string, image: Buffer, token: string, type = 'image/png') => {
  const body = multipartFile(field, 'photo.png', type, image);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const listingPhoto = (image: Buffer, token: string) => post('/api/upload/images', 'image[]', image, token);
const profilePhoto = (image: Buffer, token: string) => post('/api/upload/user/images', 'image', image, token);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const document = (token: string) => post('/api/upload/pdf', 'files', PDF, token, 'application/pdf');

/** What checkImage says of a header: 'ok', or the message it refuses with. */
const verdict = (image: Buffer) =>
  checkImage(image, 'image').then(
    () => 'ok',
    (err: Error) => err.message,
  );

describe('the pixel limit, read from the header', () => {
  it('takes 8,192 × 6,144 pixels, either way up, and refuses one column or row more', async () => {
    expect(await verdict(pngBomb({ width: 8192, height: 6144 }))).toBe('ok');
    expect(await verdict(pngBomb({ width: 6144, height: 8192 }))).toBe('ok');
    // Any shape within the pixel count: a phone panorama.
    expect(await verdict(pngBomb({ width: 16_000, height: 3000 }))).toBe('ok');
    expect(await verdict(pngBomb({ width: 8193, height: 6144 }))).toBe(TOO_LARGE);
    expect(await verdict(pngBomb({ width: 6144, height: 8193 }))).toBe(TOO_LARGE);
  });

  it('halves the limit for 16-bit colour, which decodes to twice the memory', async () => {
    expect(await verdict(pngBomb({ width: 4096, height: 6144, depth: 16 }))).toBe('ok');
    expect(await verdict(pngBomb({ width: 4097, height: 6144, depth: 16 }))).toBe(
      'The image is too large: at most 4,096 × 6,144 pixels.',
    );
  });

  it('refuses a too-large image in a batch and stores none of the batch', async () => {
    const me = await lister();
    const body = multipartFiles(
      [photo, pngBomb({ width: 9000, height: 9000 })].map((content, i) => ({
        field: 'image[]',
        filename: `room-${i}.png`,
        contentType: 'image/png',
        content,
      })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(me.token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: TOO_LARGE,
      code: 'IMAGE_TOO_LARGE',
      errors: { image: [TOO_LARGE] },
    });
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, me.id))).toEqual([]);
  });
});

describe('the image queue', () => {
  it('answers 503 with Retry-After when the images waiting fill the list, and works again after', async () => {
    const me = await lister();
    // One image being decoded and one waiting (IMAGE_WORKERS=1, IMAGE_QUEUE_LENGTH=1) fill the queue.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const busy = [t.ctx.uploads.images.run(() => held), t.ctx.uploads.images.run(() => held)];

    for (const send of [listingPhoto, profilePhoto]) {
      const res = await send(photo, me.token);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        message: 'The server is busy with other images. Please try again in a moment.',
        code: 'IMAGES_BUSY',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A header that is refused anyway is refused at once, without waiting for a place.
    expect((await listingPhoto(pngBomb({ width: 9000, height: 9000 }), me.token)).json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
    });

    release();
    await Promise.all(busy);
    expect((await listingPhoto(photo, me.token)).statusCode).toBe(200);
    expect((await profilePhoto(photo, me.token)).statusCode).toBe(200);
  });
});

describe('uploads per member (UPLOADS_PER_MINUTE=6 here)', () => {
  it('counts every kind of upload together, and refuses each kind past the count', async () => {
    const me = await lister();
    const [url] = (await listingPhoto(photo, me.token)).json<{ url: string[] }>().url;
    const rotate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload/image-rotate',
        headers: bearer(me.token),
        payload: { image_url: url },
      });
    for (const send of [() => profilePhoto(photo, me.token), () => document(me.token), rotate])
      expect((await send()).statusCode).toBe(200);
    expect((await document(me.token)).statusCode).toBe(200);
    expect((await profilePhoto(photo, me.token)).statusCode).toBe(200);
    for (const send of [
      () => listingPhoto(photo, me.token),
      () => profilePhoto(photo, me.token),
      () => document(me.token),
      rotate,
    ]) {
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_UPLOADS' });
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Nothing past the count was stored: one photo, one turned copy, two documents.
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, me.id))).toHaveLength(4);
  });
});
