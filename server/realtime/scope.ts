import type { TDeps } from '../deps.ts';
import type { TInboxScope } from './cable.ts';

/**
 * The inboxes an agent belongs to, for filtering conversation events. Until
 * inboxes exist there are none: non-administrators hear no conversation events,
 * administrators hear all (see events/audience.ts).
 */
export const agentInboxScope =
  (_deps: TDeps): TInboxScope =>
  () =>
    Promise.resolve(new Set<number>());
