// Security probe, issue 13 item 2: image decompression bombs. A ~0.75 MB interlaced 16,000 × 16,000 PNG decodes
// to 768 MB; uploaded as a profile photo it took a server from 642 MB to 1.4 GB, four at once to 3.75 GB.
// Every image route now reads the header first and refuses it with a 400 (docs/decisions/015-image-safety.md).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailOf } from '@crashpad/shared/api/uploads';
import { uploads, users } from '../../src/db/schema';
import { bearer, createMember, login, testApp, type TestApp } from '../factory';
import { multipartFile } from '../multipart';
import { reviewersBomb } from '../png-bomb';

const TOO_LARGE = 'The image is too large: at most 8,192 × 6,144 pixels.';
const MB = 1024 * 1024;

let t: TestApp;
let bomb: Buffer;
let phonePhoto: Buffer;
beforeAll(async () => {
  [t, bomb, phonePhoto] = await Promise.all([
    testApp(),
    reviewersBomb(),
    // A 12-megapixel phone photo (4032 × 3024).
    sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#4a7a9c' } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  ]);
});
afterAll(() => t?.close());

type Member = { id: number; token: string };

async function lister(app: TestApp = t): Promise<Member> {
  const m = await createMember(app.db, { userPlan: 'basic', totalLocation: 1 });
  return { id: m.id, token: await login(app.app, m.email, m.password) };
}

/** The three routes that decode an image, each given the image's bytes. */
const routes = {
  'profile photo': async (app: TestApp, me: Member, image: Buffer) => {
    const body = multipartFile('image', 'me.png', 'image/png', image);
    return app.app.inject({
      method: 'POST',
      url: '/api/upload/user/images',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(me.token) },
    });
  },
  'listing photo': async (app: TestApp, me: Member, image: Buffer) => {
    const body = multipartFile('image[]', 'room.png', 'image/png', image);
    return app.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(me.token) },
    });
  },
  // Rotation turns a stored listing image: here one stored before images were checked (or put there by hand).
  'photo rotation': async (app: TestApp, me: Member, image: Buffer) => {
    const url = await app.ctx.storage.put(`listings/${randomUUID()}.webp`, image, 'image/webp');
    await app.db
      .insert(uploads)
      .values({ userId: me.id, kind: 'image', url, thumbnailUrl: thumbnailOf(url), bytes: image.length });
    return app.app.inject({
      method: 'POST',
      url: '/api/upload/image-rotate',
      headers: bearer(me.token),
      payload: { image_url: url, angle: 90 },
    });
  },
};

/** How far the resident memory of this process rose above its start while `work` ran, sampled every 5 ms. */
async function memoryRise(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    await work();
  } finally {
    clearInterval(sample);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

describe('a 16,000 × 16,000 PNG bomb', () => {
  it('is the reviewer’s: under 1 MB on disk, 256 megapixels interlaced', async () => {
    expect(bomb.length).toBeLessThan(MB);
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(header).toMatchObject({ format: 'png', width: 16_000, height: 16_000, isProgressive: true });
  });

  it.each(Object.keys(routes) as (keyof typeof routes)[])(
    'is refused by the %s route with a 400 naming the limit, four at once, with memory under 200 MB more',
    async (route) => {
      const me = await lister();
      const storedBefore = await t.db.select().from(uploads).where(eq(uploads.userId, me.id));
      let answers: Awaited<ReturnType<(typeof routes)[typeof route]>>[] = [];
      const rise = await memoryRise(async () => {
        answers = await Promise.all([1, 2, 3, 4].map(() => routes[route](t, me, bomb)));
      });
      for (const res of answers) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: TOO_LARGE, code: 'IMAGE_TOO_LARGE' });
      }
      expect(rise).toBeLessThan(200 * MB);
      // Nothing was stored: no photo, and no uploads row beyond the ones the rotation test planted.
      const [row] = await t.db.select({ photo: users.photo }).from(users).where(eq(users.id, me.id));
      expect(row!.photo).toBeNull();
      const storedAfter = await t.db.select().from(uploads).where(eq(uploads.userId, me.id));
      expect(storedAfter.length - storedBefore.length).toBe(route === 'photo rotation' ? 4 : 0);
    },
  );
});

describe('an ordinary phone photo', () => {
  it.each(Object.keys(routes) as (keyof typeof routes)[])('is still taken by the %s route', async (route) => {
    const me = await lister();
    const res = await routes[route](t, me, phonePhoto);
    expect(res.statusCode).toBe(200);
  });
});

describe('uploads per member', () => {
  it('answer 429 with Retry-After once a member has made the minute’s uploads, on every image route', async () => {
    const limited = await testApp({ UPLOADS_PER_MINUTE: '3' });
    try {
      const me = await lister(limited);
      const other = await lister(limited);
      // Refused uploads count too: a member cannot keep sending bombs.
      for (const route of Object.values(routes))
        expect((await route(limited, me, bomb)).statusCode).toBe(400);
      for (const route of Object.values(routes)) {
        const res = await route(limited, me, phonePhoto);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({
          message: 'Too many uploads. Please wait a minute and try again.',
          code: 'TOO_MANY_UPLOADS',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      // Another member's uploads are their own.
      expect((await routes['profile photo'](limited, other, phonePhoto)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
