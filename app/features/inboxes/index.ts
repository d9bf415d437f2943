/**
 * inboxes: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { fetchInboxes, inboxKeys, type TInbox } from './inboxQueries.ts';
export { useInboxes } from './useInboxes.ts';
export { useSyncTemplates } from './useSyncTemplates.ts';
