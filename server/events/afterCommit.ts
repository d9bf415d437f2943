import type { TDb, TExecutor } from '../db/client.ts';

type TSink = (accountIds: number[]) => void;
type TTransaction = TDb['transaction'];

/** Accounts that a running transaction (or one of its savepoints) appended events for. */
const written = new WeakMap<object, Set<number>>();
/** Who hears, per database handle, that an account has newly committed events. */
const sinks = new WeakMap<object, TSink[]>();

const patchTransactions = (handle: { transaction: TTransaction }, root: TDb, outer: Set<number> | null) => {
  const original: TTransaction = handle.transaction.bind(handle);
  const wrapped = (async (run, config) => {
    const accounts = outer ?? new Set<number>();
    const result = await original(async (tx) => {
      written.set(tx, accounts);
      // A savepoint shares its parent's set: its events commit (or not) with the outer transaction.
      patchTransactions(tx, root, accounts);
      return run(tx);
    }, config);
    // Only the outermost transaction has committed when its promise resolves.
    if (!outer && accounts.size) for (const sink of sinks.get(root) ?? []) sink([...accounts]);
    return result;
  }) as TTransaction;
  handle.transaction = wrapped;
};

/**
 * Calls `sink` with the accounts whose events a transaction of `db` wrote, right after that
 * transaction commits (never for a rolled-back one). Idempotent per database handle.
 */
export const onEventsCommitted = (db: TDb, sink: TSink) => {
  let list = sinks.get(db);
  if (!list) {
    list = [];
    sinks.set(db, list);
    patchTransactions(db, db, null);
  }
  list.push(sink);
  return () => {
    const at = list.indexOf(sink);
    if (at >= 0) list.splice(at, 1);
  };
};

/**
 * Records that `executor` appended an event for the account. Inside a transaction the sinks hear
 * of it after commit; a write through the database handle itself has committed already.
 * Writes through a handle nobody watches are picked up by the sequencer's sweep.
 */
export const eventWritten = (executor: TExecutor, accountId: number) => {
  const pending = written.get(executor);
  if (pending) return void pending.add(accountId);
  for (const sink of sinks.get(executor) ?? []) sink([accountId]);
};
