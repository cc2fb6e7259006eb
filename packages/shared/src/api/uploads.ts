// Upload contracts (docs/product/specification/2-listings-and-tenants.md §7): listing images, their rotation, PDFs, and the addresses uploads answer.
import { z } from 'zod';

/** an uploaded file's address on this site, as the upload answered it */
export const uploadUrl = z
  .string()
  .max(500)
  .regex(/^\/uploads\/[\w./-]+$/, { error: 'Unknown file' });

export const imagesUploaded = z.object({ url: z.array(z.string()), thumbnails: z.array(z.string()) });
export type ImagesUploaded = z.infer<typeof imagesUploaded>;
export const imageRotateRequest = z.object({
  image_url: uploadUrl,
  /** degrees clockwise */
  angle: z.union([z.literal(90), z.literal(180), z.literal(270)]).default(90),
});
export type ImageRotateRequest = z.input<typeof imageRotateRequest>;
export const imageRotated = z.object({ image_url: z.string() });
export type ImageRotated = z.infer<typeof imageRotated>;
/** POST /api/upload/user/images: the member's new profile photo */
export const photoUploaded = z.object({ url: z.string() });
export type PhotoUploaded = z.infer<typeof photoUploaded>;
export const pdfUploaded = z.object({ name: z.string(), url: z.string() });
export type PdfUploaded = z.infer<typeof pdfUploaded>;

/** Thumbnail address of an uploaded image: the display copy's sibling (see adapters/storage). */
export const thumbnailOf = (url: string) => url.replace(/\.webp$/, '.thumb.webp');
