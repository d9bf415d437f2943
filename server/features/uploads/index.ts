// The uploads module's public surface: other features and server code import uploads only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerUploadRoutes } from './uploads.routes.ts';
export { registerDirectUploadRoutes } from './directUploads.routes.ts';
export {
  createDirectUpload,
  looksSigned,
  pruneUnusedBlobs,
  readBlobFiles,
  releaseBlobs,
  signedIdsIn,
  takeBlobImage,
} from './directUploads.service.ts';
export type { TBlobOwner } from './directUploads.repo.ts';
