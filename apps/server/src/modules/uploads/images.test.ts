import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailOf } from '@crashpad/shared/api/uploads';
import { uploads } from '../../db/schema';
import type { createMember } from '../../../test/factory';
import { bearer, signedInMember, testApp, type TestApp } from '../../../test/factory';

let t: TestApp;
let photos: { sideways: Buffer; large: Buffer };
beforeAll(async () => {
  t = await testApp();
  photos = { sideways: await sideways(), large: await large() };
});
afterAll(() => t.close());

type Part = { field: string; filename: string; type: string; content: Buffer };

/** A multipart/form-data body with several files, for app.inject. */
function multipart(parts: Part[], token?: string) {
  const boundary = `----crashpad${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\n` +
        `Content-Type: ${p.type}\r\n\r\n`,
    ),
    p.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? bearer(token) : {}) },
  };
}

const image = (content: Buffer, field = 'image[]', filename = 'photo.jpg'): Part => ({
  field,
  filename,
  type: 'image/jpeg',
  content,
});

/** A 300x150 landscape photo taken "sideways": EXIF orientation 6 means turn it 90° to show it. */
const sideways = () =>
  sharp({ create: { width: 300, height: 150, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'secret-location' } })
    .toBuffer();
const large = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#aa6633' } })
    .png()
    .toBuffer();

async function member(values: Parameters<typeof createMember>[1]) {
  return signedInMember(t, values);
}
const lister = () => member({ userPlan: 'basic', totalLocation: 1 });

const stored = (url: string) => readFile(join(t.config.dataDir, 'uploads', url.replace('/uploads/', '')));
const rowsOf = (userId: number) => t.db.select().from(uploads).where(eq(uploads.userId, userId));
const upload = (parts: Part[], token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/upload/images', ...multipart(parts, token) });

describe('POST /api/upload/images', () => {
  it('stores each image upright, without metadata, as a display copy and a thumbnail', async () => {
    const me = await lister();
    const res = await upload([image(photos.sideways), image(photos.large, 'image[]', 'big.png')], me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ url: string[]; thumbnails: string[] }>();
    expect(body.url).toHaveLength(2);
    for (const url of body.url) expect(url).toMatch(/^\/uploads\/listings\/[0-9a-f-]{36}\.webp$/);
    expect(body.thumbnails).toEqual(body.url.map(thumbnailOf));

    const upright = await sharp(await stored(body.url[0]!)).metadata();
    expect(upright).toMatchObject({ format: 'webp', width: 150, height: 300 });
    expect(upright.exif).toBeUndefined();
    expect(upright.orientation).toBeUndefined();
    // The display copy is at most 1600 px on its longest side, never enlarged.
    expect(await sharp(await stored(body.url[1]!)).metadata()).toMatchObject({ width: 1600, height: 800 });
    for (const thumb of body.thumbnails) {
      const meta = await sharp(await stored(thumb)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 400, height: 300 });
      expect(meta.exif).toBeUndefined();
    }

    const rows = await rowsOf(me.id);
    expect(rows.map((r) => [r.kind, r.url, r.thumbnailUrl])).toEqual(
      body.url.map((url, i) => ['image', url, body.thumbnails[i]]),
    );
    expect(rows.every((r) => r.bytes > 0)).toBe(true);

    const served = await t.app.inject({ url: body.thumbnails[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('takes the field `image` too', async () => {
    const me = await lister();
    const res = await upload([image(photos.large, 'image')], me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ url: string[] }>().url).toHaveLength(1);
  });

  it('refuses a text file named like a photo and stores none of the batch', async () => {
    const me = await lister();
    const fake = image(Buffer.from('just some text, not a photo'), 'image[]', 'holiday.jpg');
    const res = await upload([image(photos.large), fake], me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'This file is not an image we can read (jpg, png or webp).',
      code: 'NOT_AN_IMAGE',
    });
    expect(await rowsOf(me.id)).toEqual([]);
    const files = await readdir(join(t.config.dataDir, 'uploads', 'listings')).catch(() => []);
    const known = (await t.db.select({ url: uploads.url }).from(uploads)).length;
    // Every stored display copy has its row and its thumbnail, so nothing of this batch is on disk.
    expect(files.length).toBe(known * 2);
  });

  it('refuses a PNG whose header reads but whose pixels are broken, with 400 and not a server error', async () => {
    const me = await lister();
    // A valid PNG signature and header followed by corrupt image data.
    const broken = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAGklEQVR4nGP4z8AARAxAlhgwMDAwMDAwMDAAAD4AB/6uQ3YAAAAASUVORK5CYII=',
      'base64',
    );
    const res = await upload([image(broken, 'image[]', 'broken.png')], me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NOT_AN_IMAGE' });
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('refuses more than 15 images and stores none', async () => {
    const me = await lister();
    const res = await upload(
      Array.from({ length: 16 }, () => image(photos.large)),
      me.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'You can upload at most 15 images' });
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('refuses an image over 6 MB', async () => {
    const me = await lister();
    const res = await upload([image(Buffer.alloc(6 * 1024 * 1024 + 10, 1))], me.token);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Each image must be at most 6 MB.' });
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('asks for a file when there is none', async () => {
    const me = await lister();
    const res = await upload([], me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please choose an image to upload.' });
  });

  it('is for listers only: 403 for a seeker, 401 for a guest', async () => {
    const seeker = await member({ userPlan: 'seeker' });
    const photo = image(photos.large);
    expect((await upload([photo], seeker.token)).statusCode).toBe(403);
    expect((await upload([photo])).statusCode).toBe(401);
    expect(await rowsOf(seeker.id)).toEqual([]);
  });
});

describe('POST /api/upload/image-rotate', () => {
  const rotate = (payload: object, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/upload/image-rotate', headers: bearer(token), payload });

  it('stores the turned image under a new address and keeps the old one', async () => {
    const me = await lister();
    const [url] = (await upload([image(photos.large)], me.token)).json<{ url: string[] }>().url;
    const res = await rotate({ image_url: url }, me.token);
    expect(res.statusCode).toBe(200);
    const turned = res.json<{ image_url: string }>().image_url;
    expect(turned).toMatch(/^\/uploads\/listings\/[0-9a-f-]{36}\.webp$/);
    expect(turned).not.toBe(url);
    expect(await sharp(await stored(turned)).metadata()).toMatchObject({ width: 800, height: 1600 });
    expect(await sharp(await stored(thumbnailOf(turned))).metadata()).toMatchObject({
      width: 400,
      height: 300,
    });
    expect(await sharp(await stored(url!)).metadata()).toMatchObject({ width: 1600, height: 800 });
    expect((await rowsOf(me.id)).map((r) => r.url)).toEqual([url, turned]);

    const half = await rotate({ image_url: turned, angle: 180 }, me.token);
    const meta = await sharp(await stored(half.json<{ image_url: string }>().image_url)).metadata();
    expect(meta).toMatchObject({ width: 800, height: 1600 });
  });

  it("answers 404 for another member's image or an unknown one, and turns nothing", async () => {
    const owner = await lister();
    const other = await lister();
    const [url] = (await upload([image(photos.large)], owner.token)).json<{ url: string[] }>().url;
    const res = await rotate({ image_url: url }, other.token);
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(other.id)).toEqual([]);
    expect((await rotate({ image_url: '/uploads/listings/nope.webp' }, owner.token)).statusCode).toBe(404);
    expect((await rotate({ image_url: 'https://elsewhere.test/x.webp' }, owner.token)).statusCode).toBe(400);
    expect((await rotate({ image_url: url, angle: 45 }, owner.token)).statusCode).toBe(400);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it('is for listers only', async () => {
    const seeker = await member({ userPlan: 'seeker' });
    expect((await rotate({ image_url: '/uploads/listings/a.webp' }, seeker.token)).statusCode).toBe(403);
  });
});
