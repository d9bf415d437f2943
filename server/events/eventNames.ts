export type { TEventName } from '../../common/events.ts';
