/**
 * realtime: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { replyFromOthersSince } from './collision.ts';
export { announceSocketConnected, onSocketConnected } from './connectionSignal.ts';
export { applyCacheKeys, cachedList, revalidateCacheKeys, type TCachedModel } from './listCache.ts';
export { initialNetworkState, networkReducer } from './networkStatus.ts';
export { NetworkToast } from './NetworkToast.tsx';
export { dispatchRealtime, onRealtime } from './realtimeBus.ts';
export { RealtimeContext } from './realtimeContext.ts';
export { ViewersNotice } from './ViewersNotice.tsx';
export { registerViewersRealtime } from './viewersStore.ts';
