// POST /api/upload/images, /api/upload/image-rotate, /api/upload/pdf (docs/product/specification/2-listings-and-tenants.md §7 "Uploads"): lister plans only.
import type { FastifyRequest } from 'fastify';
import { imageRotated, imageRotateRequest, imagesUploaded, pdfUploaded } from '@crashpad/shared/api/uploads';
import { LISTING_LIMITS as L, LISTING_MESSAGES as M } from '@crashpad/shared/rules/listings';
import { LISTER_PLANS } from '@crashpad/shared/plans';
import type { App, AppContext } from '../../context';
import { signedIn } from '../../http/auth';
import { Forbidden } from '../../errors';
import { readFiles, type FileRule } from './multipart';
import { rotateListingImage, uploadDocument, uploadListingImages } from './service';

export { uploadedFileRoutes } from './file-routes';

const tags = ['uploads'];

const IMAGES: FileRule = {
  fields: ['image[]', 'image'],
  maxFiles: L.images,
  maxBytes: L.imageBytes,
  messages: {
    none: 'Please choose an image to upload.',
    tooMany: M.tooManyImages,
    tooBig: 'Each image must be at most 6 MB.',
  },
};
const DOCUMENT: FileRule = {
  fields: ['files', 'files[]'],
  maxFiles: 1,
  maxBytes: L.documentBytes,
  messages: {
    none: 'Please choose a PDF document to upload.',
    tooMany: 'Please upload one document at a time.',
    tooBig: 'A document must be at most 10 MB.',
  },
};

/**
 * Listing files belong to listers (docs/product/specification/2-listings-and-tenants.md §2.1 "Only users with a
 * lister plan may enter"); admins upload the images of the events and offers they keep
 * (docs/decisions/062-events-and-special-offers.md).
 */
async function listerOnly(request: FastifyRequest): Promise<void> {
  const { user } = signedIn(request);
  if (user.role !== 'admin' && !(LISTER_PLANS as readonly (string | null)[]).includes(user.userPlan))
    throw new Forbidden('Only listers can upload listing images and documents.');
}

export async function uploadRoutes(app: App, ctx: AppContext): Promise<void> {
  // Refused before the body is read: nobody else's upload is parsed, nor a member's past the minute's uploads.
  const onRequest = [ctx.auth.user, listerOnly, ctx.uploads.perMember];

  app.post(
    '/upload/images',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: imagesUploaded } }, onRequest },
    async (request) => {
      const files = await readFiles(request, IMAGES);
      return uploadListingImages(
        ctx,
        signedIn(request).user.id,
        files.map((f) => f.content),
      );
    },
  );

  app.post(
    '/upload/image-rotate',
    { schema: { tags, body: imageRotateRequest, response: { 200: imageRotated } }, onRequest },
    async (request) =>
      rotateListingImage(ctx, signedIn(request).user.id, request.body.image_url, request.body.angle),
  );

  app.post(
    '/upload/pdf',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: pdfUploaded } }, onRequest },
    async (request) => {
      const [file] = await readFiles(request, DOCUMENT);
      return uploadDocument(ctx, signedIn(request).user.id, file!.content, file!.filename);
    },
  );
}
