import type { TPerformedBy } from '../../common/events.ts';
import type { TExecutor } from '../db/client.ts';

/** Who is acting in a transaction when it is not a request's user: an automation rule or a macro. */
const marks = new WeakMap<object, TPerformedBy>();

/**
 * Marks every event the transaction appends from now on with `performed_by` (Chatwoot's field), so a
 * consumer can tell a rule's own changes from others': the automation engine never reacts to them.
 */
export const performAs = (tx: TExecutor, by: TPerformedBy) => void marks.set(tx, by);

export const performedByOf = (tx: TExecutor): TPerformedBy | undefined => marks.get(tx);
