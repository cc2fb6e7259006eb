// Uploaded images are checked by content, auto-rotated, stripped of EXIF/GPS and re-encoded
// (docs/decisions/011-listings.md; docs/product/specification/1-accounts-and-shell.md §2 profile photo, docs/product/specification/2-listings-and-tenants.md §2.1 step 5).
// Memory is bounded (docs/decisions/015-image-safety.md): the header is read first and an image with more
// pixels than MAX_IMAGE_PIXELS is refused before anything is decoded; every decoding call carries the same
// limit; each image is decoded once. The caller runs the decoding through the image queue.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { Invalid } from '../../errors';

// One libvips thread per image: image work takes one core, not all of them, from the requests beside it
// (the queue decides how many images at once). No operation cache: every upload is a new image, so the
// cache would only keep decoded pixels alive.
sharp.concurrency(1);
sharp.cache(false);

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
export const NOT_AN_IMAGE = 'This file is not an image we can read (jpg, png or webp).';

/**
 * The most pixels an uploaded image may have: 8,192 × 6,144, about 50 megapixels, which takes the photos of
 * every phone camera (48 and 50 MP sensors: 8,064 × 6,048, 8,160 × 6,120, 8,160 × 6,144) either way up.
 * Decoded, that is at most ~200 MB of 8-bit pixels; images with wider samples get as many bytes, fewer pixels.
 */
export const MAX_IMAGE_SIDES = { width: 8192, height: 6144 } as const;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDES.width * MAX_IMAGE_SIDES.height;

/** Bytes per sample of each libvips band format (sharp's metadata `depth`). */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
};

/** Listing images: the display copy's longest side, and the thumbnail's box (cropped to fill it). */
export const LISTING_IMAGE_SIZE = { display: 1600, thumbnail: { width: 400, height: 300 } } as const;

export type ListingImage = { display: Buffer; thumbnail: Buffer };

/** An upload whose header was read and accepted: only these are decoded. */
export type CheckedImage = { readonly input: Buffer; readonly field: string; readonly pixelLimit: number };

function notAnImage(field: string): Invalid {
  return Invalid.field(field, NOT_AN_IMAGE, 'NOT_AN_IMAGE');
}

/** "The image is too large: at most 8,192 × 6,144 pixels." — halving the longer side for each doubling of bytes. */
function tooLarge(field: string, sampleBytes: number): Invalid {
  let { width, height } = MAX_IMAGE_SIDES as { width: number; height: number };
  for (let bytes = sampleBytes; bytes > 1; bytes /= 2) {
    if (width >= height) width /= 2;
    else height /= 2;
  }
  const n = (v: number) => Math.floor(v).toLocaleString('en-US');
  const message = `The image is too large: at most ${n(width)} × ${n(height)} pixels.`;
  return Invalid.field(field, message, 'IMAGE_TOO_LARGE');
}

/**
 * Reads the header only (nothing is decoded, so no pixel limit is needed here) and refuses what is not one of
 * the accepted formats, whatever the file is called, or has more pixels than the limit.
 */
export async function checkImage(input: Buffer, field: string): Promise<CheckedImage> {
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(field);
  }
  if (!header.format || !ACCEPTED.has(header.format) || !header.width || !header.height)
    throw notAnImage(field);
  // Unknown sample formats count as the widest (8 bytes: double, complex).
  const sampleBytes = SAMPLE_BYTES[header.depth ?? 'uchar'] ?? 8;
  const pixelLimit = Math.floor(MAX_IMAGE_PIXELS / sampleBytes);
  if (header.width * header.height > pixelLimit) throw tooLarge(field, sampleBytes);
  return { input, field, pixelLimit };
}

/** Opens a checked image for decoding, with its pixel limit on the call itself as a second guard. */
function open(image: CheckedImage): Sharp {
  return sharp(image.input, { limitInputPixels: image.pixelLimit });
}

/** A file whose header reads as an image but whose pixels do not decode is not an image either. */
async function decoded<T>(work: Promise<T>, image: CheckedImage): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message))
      throw tooLarge(image.field, MAX_IMAGE_PIXELS / image.pixelLimit);
    throw notAnImage(image.field);
  }
}

/** A square profile photo, 400 px, WebP, without metadata. */
export function profilePhoto(image: CheckedImage): Promise<Buffer> {
  // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
  return decoded(
    open(image).rotate().resize(400, 400, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
    image,
  );
}

/**
 * The display copy and the thumbnail from one decoding: the upright image is shrunk once to the display size
 * (raw pixels, at most 1600 × 1600), and both copies are encoded from that.
 */
async function listingCopies(upright: Sharp): Promise<ListingImage> {
  const { display, thumbnail } = LISTING_IMAGE_SIZE;
  const { data, info } = await upright
    .resize(display, display, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const displayCopy = await sharp(data, raw).webp({ quality: 82 }).toBuffer();
  const thumbnailCopy = await sharp(data, raw)
    .resize(thumbnail.width, thumbnail.height, { fit: 'cover' })
    .webp({ quality: 78 })
    .toBuffer();
  return { display: displayCopy, thumbnail: thumbnailCopy };
}

/** A listing image: upright, without metadata, as a display WebP (no enlargement) and a thumbnail. */
export function listingImage(image: CheckedImage): Promise<ListingImage> {
  return decoded(listingCopies(open(image).rotate()), image);
}

/** A stored listing image turned clockwise by `angle` degrees, with a new thumbnail. */
export function rotatedListingImage(image: CheckedImage, angle: 90 | 180 | 270): Promise<ListingImage> {
  return decoded(listingCopies(open(image).rotate(angle)), image);
}
