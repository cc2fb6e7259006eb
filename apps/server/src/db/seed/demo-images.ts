// Pictures for the demo listings, drawn at seed time (no downloads): a small palette of simple house scenes,
// encoded once and stored per demo lister, each with the thumbnail the upload path makes (400 x 300).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { thumbnailOf } from '@crashpad/shared/api/uploads';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../client';
import { uploads } from '../schema';

type Scene = { sky: [string, string]; house: string; roof: string; ground: string; door: string };

const SCENES: Scene[] = [
  { sky: ['#8ec5fc', '#e0c3fc'], house: '#f6f1e9', roof: '#b5523b', ground: '#7fb77e', door: '#3b5b7a' },
  { sky: ['#fbc2eb', '#a6c1ee'], house: '#ffffff', roof: '#4a4e69', ground: '#9bc53d', door: '#c44536' },
  { sky: ['#fddb92', '#d1fdff'], house: '#f2e8cf', roof: '#386641', ground: '#a7c957', door: '#6a994e' },
  { sky: ['#a1c4fd', '#c2e9fb'], house: '#e9edc9', roof: '#8d5524', ground: '#84a98c', door: '#354f52' },
  { sky: ['#ff9a9e', '#fecfef'], house: '#faf3dd', roof: '#5e548e', ground: '#aed9e0', door: '#9f86c0' },
  { sky: ['#84fab0', '#8fd3f4'], house: '#fefae0', roof: '#bc6c25', ground: '#606c38', door: '#283618' },
  { sky: ['#f6d365', '#fda085'], house: '#edf2f4', roof: '#2b2d42', ground: '#8d99ae', door: '#ef233c' },
  { sky: ['#cfd9df', '#e2ebf0'], house: '#ffe8d6', roof: '#6b705c', ground: '#b7b7a4', door: '#cb997e' },
];

const WIDTH = 1200;
const HEIGHT = 800;

function sceneSvg(s: Scene, i: number): string {
  const x = 330 + (i % 3) * 60;
  const window = (wx: number, wy: number) =>
    `<rect x="${wx}" y="${wy}" width="90" height="80" rx="6" fill="#fff8d6" stroke="${s.roof}" stroke-width="6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${980 - i * 40}" cy="150" r="70" fill="#ffffff" opacity="0.55"/>
  <ellipse cx="${240 + i * 30}" cy="130" rx="110" ry="34" fill="#ffffff" opacity="0.7"/>
  <ellipse cx="${300 + i * 30}" cy="110" rx="70" ry="30" fill="#ffffff" opacity="0.7"/>
  <rect y="600" width="${WIDTH}" height="200" fill="${s.ground}"/>
  <rect x="${x}" y="360" width="460" height="260" fill="${s.house}"/>
  <rect x="${x + 380}" y="225" width="40" height="90" fill="${s.roof}"/>
  <polygon points="${x - 40},370 ${x + 230},190 ${x + 500},370" fill="${s.roof}"/>
  <rect x="${x + 195}" y="470" width="80" height="150" rx="8" fill="${s.door}"/>
  ${window(x + 50, 430)}${window(x + 320, 430)}
</svg>`;
}

export type DemoImage = { url: string; thumbnail: string };
/** A drawn picture encoded as an upload stores it: the display copy and its 400 x 300 thumbnail. */
export type Encoded = { display: Buffer; thumbnail: Buffer };

/**
 * Draws an SVG once to raw pixels, then encodes it twice; flat colours need little encoding effort. `opaque`
 * drops the alpha channel a picture covering its whole canvas has no use for, which makes it quicker to encode.
 */
export async function encodeScene(svg: string, { opaque = false } = {}): Promise<Encoded> {
  const drawn = sharp(Buffer.from(svg));
  const { data, info } = await (opaque ? drawn.removeAlpha() : drawn)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [display, thumbnail] = await Promise.all([
    sharp(data, raw).webp({ quality: 80, effort: 0 }).toBuffer(),
    sharp(data, raw).resize(400, 300, { fit: 'cover' }).webp({ quality: 75, effort: 0 }).toBuffer(),
  ]);
  return { display, thumbnail };
}

/** Encodes the palette once (a few hundred milliseconds). */
export async function drawPalette(): Promise<Encoded[]> {
  return Promise.all(SCENES.map((scene, i) => encodeScene(sceneSvg(scene, i))));
}

/**
 * Stores the palette for one member and records the files as theirs, as an upload does: a lister's, so they can
 * edit the listings; the admin's for the demo events and offers (demo-feed-images.ts).
 */
export async function storePalette(
  db: Db,
  storage: Storage,
  userId: number,
  palette: Encoded[],
): Promise<DemoImage[]> {
  const stored: DemoImage[] = [];
  for (const image of palette) {
    const key = `listings/demo-${randomBytes(8).toString('hex')}.webp`;
    const url = await storage.put(key, image.display, 'image/webp');
    const thumbnail = await storage.put(thumbnailOf(key), image.thumbnail, 'image/webp');
    stored.push({ url, thumbnail });
  }
  await db.insert(uploads).values(
    stored.map((s, i) => ({
      userId,
      kind: 'image' as const,
      url: s.url,
      thumbnailUrl: s.thumbnail,
      bytes: palette[i]!.display.length,
    })),
  );
  return stored;
}
