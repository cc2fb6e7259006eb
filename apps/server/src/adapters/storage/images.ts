// Uploaded images are checked by content, auto-rotated, stripped of EXIF/GPS and re-encoded
// (docs/decisions.md "Listings, rooms, beds"; spec 1 §2 profile photo).
import sharp from 'sharp';
import { Invalid } from '../../http/errors';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
export const NOT_AN_IMAGE = 'This file is not an image we can read (jpg, png or webp).';

/** A square profile photo, 400 px, WebP, without metadata. */
export async function profilePhoto(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new Invalid(NOT_AN_IMAGE, { image: [NOT_AN_IMAGE] }, 'NOT_AN_IMAGE');
  }
  if (!format || !ACCEPTED.has(format))
    throw new Invalid(NOT_AN_IMAGE, { image: [NOT_AN_IMAGE] }, 'NOT_AN_IMAGE');
  // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
  return sharp(input).rotate().resize(400, 400, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
}
