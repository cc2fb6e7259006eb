// The uploads module's public file: what other modules and the app use (docs/architecture.md).
// Its HTTP routes are in routes.ts, which only app.ts registers.
export { profilePhotoImage } from './service';
export { uploadGuards, type UploadGuards } from './upload-guards';
