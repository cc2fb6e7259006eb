// Upload contracts (spec 2 §7): listing images, their rotation, PDFs, and the addresses uploads answer.
import { z } from 'zod';

/** an uploaded file's address on this site, as the upload answered it */
export const uploadUrl = z
  .string()
  .max(500)
  .regex(/^\/uploads\/[\w./-]+$/, { error: 'Unknown file' });

export const imagesUploaded = z.object({ url: z.array(z.string()), thumbnails: z.array(z.string()) });
export const imageRotateRequest = z.object({
  image_url: uploadUrl,
  /** degrees clockwise */
  angle: z.union([z.literal(90), z.literal(180), z.literal(270)]).default(90),
});
export const imageRotated = z.object({ image_url: z.string() });
export const pdfUploaded = z.object({ name: z.string(), url: z.string() });

/** Thumbnail address of an uploaded image: the display copy's sibling (see adapters/storage). */
export const thumbnailOf = (url: string) => url.replace(/\.webp$/, '.thumb.webp');
