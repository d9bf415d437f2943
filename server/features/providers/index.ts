// The providers module's public surface: other features and server code import providers only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { DELIVERY_MAX_ATTEMPTS, deliveryJob, SENDERS } from './delivery.job.ts';
export { templateSendOf } from './adapter.ts';
export { messageExists, type TInboxRow } from './inbound.repo.ts';
export { ingestIncoming, type TIngestResult } from './inbound.service.ts';
export { contactAvatarJob } from './contactAvatar.job.ts';
export { mediaFetchJob } from './mediaFetch.job.ts';
export { instagramTokenRefreshJob } from './instagram/instagramTokenRefresh.job.ts';
export { listAdministratorEmails } from './reauthorization.repo.ts';
export { findMessageById } from './messageStatus.repo.ts';
export { markFailed, markSent, MESSAGE_STATUS } from './messageStatus.service.ts';
export { registerProviderRoutes } from './providers.routes.ts';
export { templateSweepJob, templateSyncJob } from './templateSync.job.ts';
