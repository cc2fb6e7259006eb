// Listing uploads (docs/product/specification/2-listings-and-tenants.md §2.1 steps 4-5, §5 "Uploads", §7): images re-encoded with a thumbnail, rotation
// into a new file, pdf documents. Every stored address gets an uploads row naming its owner. Every image,
// the profile photo's too, is checked by its header and then decoded through the image queue
// (docs/decisions/015-image-safety.md).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { thumbnailOf } from '@crashpad/shared/api/uploads';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import {
  checkImage,
  listingImage,
  profilePhoto,
  rotatedListingImage,
  type ListingImage,
} from '../../adapters/storage/images';
import { checkPdf, documentName } from '../../adapters/storage/documents';
import { storageKey } from '../../adapters/storage/storage';
import { NotFound } from '../../errors';

const NO_SUCH_IMAGE = 'No such image.';

/** Stores the display copy at a new random key and the thumbnail beside it (thumbnailOf). */
async function storeImage(ctx: AppContext, userId: number, image: ListingImage) {
  const url = await ctx.storage.put(`listings/${randomUUID()}.webp`, image.display, 'image/webp');
  const thumbnailUrl = thumbnailOf(url);
  await ctx.storage.put(storageKey(thumbnailUrl)!, image.thumbnail, 'image/webp');
  return { userId, kind: 'image' as const, url, thumbnailUrl, bytes: image.display.length };
}

/** Checks and converts every image before storing any, so one bad file stores nothing. */
export async function uploadListingImages(
  ctx: AppContext,
  userId: number,
  files: Buffer[],
): Promise<{ url: string[]; thumbnails: string[] }> {
  // Every header first: a batch with one image too large is refused before any of it is decoded.
  const checked = await Promise.all(files.map((file) => checkImage(file, 'image')));
  const images: ListingImage[] = [];
  // One place in the queue at a time: a 15-image upload takes its turns between other members' images.
  for (const image of checked) images.push(await ctx.uploads.images.run(() => listingImage(image)));
  const rows = [];
  for (const image of images) rows.push(await storeImage(ctx, userId, image));
  await ctx.db.insert(uploads).values(rows);
  return { url: rows.map((r) => r.url), thumbnails: rows.map((r) => r.thumbnailUrl) };
}

/** Keys never change under their address (served with a year's cache), so a rotation is a new file. */
export async function rotateListingImage(
  ctx: AppContext,
  userId: number,
  imageUrl: string,
  angle: 90 | 180 | 270,
): Promise<{ image_url: string }> {
  const [owned] = await ctx.db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.url, imageUrl), eq(uploads.userId, userId), eq(uploads.kind, 'image')));
  const key = owned ? storageKey(owned.url) : null;
  const stored = key ? await ctx.storage.get(key) : null;
  if (!stored) throw new NotFound(NO_SUCH_IMAGE);
  // Stored images were checked on upload, but the file is read again as any upload is: it may predate a rule.
  const image = await checkImage(stored, 'image_url');
  const turned = await ctx.uploads.images.run(() => rotatedListingImage(image, angle));
  const row = await storeImage(ctx, userId, turned);
  await ctx.db.insert(uploads).values(row);
  return { image_url: row.url };
}

/** A member's profile photo (docs/product/specification/1-accounts-and-shell.md §2), square, 400 px, WebP, without metadata. */
export async function profilePhotoImage(ctx: AppContext, file: Buffer): Promise<Buffer> {
  const image = await checkImage(file, 'image');
  return ctx.uploads.images.run(() => profilePhoto(image));
}

export async function uploadDocument(
  ctx: AppContext,
  userId: number,
  file: Buffer,
  filename: string | undefined,
): Promise<{ name: string; url: string }> {
  checkPdf(file);
  const name = documentName(filename);
  const url = await ctx.storage.put(`documents/${randomUUID()}.pdf`, file, 'application/pdf');
  await ctx.db.insert(uploads).values({ userId, kind: 'pdf', url, name, bytes: file.length });
  return { name, url };
}
