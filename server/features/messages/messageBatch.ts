import type { TDb } from '../../db/client.ts';
import { Coalescer, perHandle } from '../../db/coalesce.ts';
import { recordMessage, type TRecordMessage, type TRecorded } from './messages.service.ts';

/**
 * Group commit for agents' messages. Under load many requests create messages at once, and each
 * transaction pays its own commit (a WAL flush). Here the messages that arrive while a transaction is
 * being written wait for the next one, which records them all through recordMessage, one after
 * another: the same rules, the same statements, one commit. With nothing in flight a message is
 * written at once, so a quiet helpdesk sees no extra latency. If a group fails, each of its messages
 * is recorded again on its own (one bad message, or a deadlock, must not fail the others).
 */

/** What the groups did since start (for tests and diagnostics). */
export const messageBatchStats = { batches: 0, items: 0, fallbacks: 0 };

const recordOne = (db: TDb, input: TRecordMessage) =>
  db.transaction(async (tx) => {
    const recorded = await recordMessage(tx, input);
    if (!recorded) throw new Error('message not recorded');
    return recorded;
  });

const recordGroup = async (db: TDb, inputs: TRecordMessage[]): Promise<(TRecorded | Error)[]> => {
  if (inputs.length === 1) return [await recordOne(db, inputs[0]!).catch(asError)];
  try {
    const results = await db.transaction(async (tx) => {
      const out: TRecorded[] = [];
      for (const input of inputs) {
        const recorded = await recordMessage(tx, input);
        if (!recorded) throw new Error('message not recorded');
        out.push(recorded);
      }
      return out;
    });
    messageBatchStats.batches += 1;
    messageBatchStats.items += inputs.length;
    return results;
  } catch {
    messageBatchStats.fallbacks += 1;
    return Promise.all(inputs.map((input) => recordOne(db, input).catch(asError)));
  }
};

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/** The most messages one transaction records; more wait for the next. */
const MAX_GROUP = 32;
const grouper = perHandle((db: TDb) => new Coalescer((inputs: TRecordMessage[]) => recordGroup(db, inputs), MAX_GROUP));

/** Records an agent's message, in one transaction with the others in flight. */
export const recordMessageGrouped = (db: TDb, input: TRecordMessage): Promise<TRecorded> => grouper(db).load(input);
