// Uploaded images are checked by content, auto-rotated, stripped of EXIF/GPS and re-encoded
// (docs/decisions.md "Listings, rooms, beds"; spec 1 §2 profile photo, spec 2 §2.1 step 5).
import sharp, { type Sharp } from 'sharp';
import { Invalid } from '../../http/errors';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
export const NOT_AN_IMAGE = 'This file is not an image we can read (jpg, png or webp).';

/** Listing images: the display copy's longest side, and the thumbnail's box (cropped to fill it). */
export const LISTING_IMAGE_SIZE = { display: 1600, thumbnail: { width: 400, height: 300 } } as const;

export type ListingImage = { display: Buffer; thumbnail: Buffer };

/** Refuses anything sharp cannot read as one of the accepted formats, whatever the file is called. */
async function checkImage(input: Buffer, field: string): Promise<void> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format))
    throw new Invalid(NOT_AN_IMAGE, { [field]: [NOT_AN_IMAGE] }, 'NOT_AN_IMAGE');
}

/** A file whose header reads as an image but whose pixels do not decode is not an image either. */
async function decoded<T>(work: Promise<T>, field: string): Promise<T> {
  try {
    return await work;
  } catch {
    throw new Invalid(NOT_AN_IMAGE, { [field]: [NOT_AN_IMAGE] }, 'NOT_AN_IMAGE');
  }
}

/** A square profile photo, 400 px, WebP, without metadata. */
export async function profilePhoto(input: Buffer): Promise<Buffer> {
  await checkImage(input, 'image');
  // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
  return decoded(
    sharp(input).rotate().resize(400, 400, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
    'image',
  );
}

async function listingCopies(upright: Sharp): Promise<ListingImage> {
  const { display, thumbnail } = LISTING_IMAGE_SIZE;
  const [displayCopy, thumbnailCopy] = await Promise.all([
    upright
      .clone()
      .resize(display, display, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
    upright
      .clone()
      .resize(thumbnail.width, thumbnail.height, { fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer(),
  ]);
  return { display: displayCopy, thumbnail: thumbnailCopy };
}

/** A listing image: upright, without metadata, as a display WebP (no enlargement) and a thumbnail. */
export async function listingImage(input: Buffer): Promise<ListingImage> {
  await checkImage(input, 'image');
  return decoded(listingCopies(sharp(input).rotate()), 'image');
}

/** A stored listing image turned clockwise by `angle` degrees, with a new thumbnail. */
export async function rotatedListingImage(stored: Buffer, angle: 90 | 180 | 270): Promise<ListingImage> {
  await checkImage(stored, 'image_url');
  return listingCopies(sharp(stored).rotate(angle));
}
