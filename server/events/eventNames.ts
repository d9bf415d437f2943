import type { TRealtimeEvent } from '../../common/realtime.ts';

/** Every event the log holds. */
export type TEventName = TRealtimeEvent;
