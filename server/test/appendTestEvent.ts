import type { TExecutor } from '../db/client.ts';
import { events } from '../db/schema/index.ts';
import type { TAudience } from '../events/audience.ts';
import { eventWritten } from '../events/afterCommit.ts';

/**
 * Appends an event with any payload, as appendEvent does (in the caller's transaction, numbered after
 * commit): for tests of the log itself (sequencing, resume, pruning, dispatch), whose payloads are
 * markers rather than the event map's shapes.
 */
export const appendTestEvent = async (
  tx: TExecutor,
  accountId: number,
  name: string,
  data: Record<string, unknown>,
  audience: TAudience,
) => {
  await tx.insert(events).values({ accountId, name, data: { ...data, account_id: accountId }, audience });
  eventWritten(tx, accountId);
};
