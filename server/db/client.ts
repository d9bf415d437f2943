import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import net from 'node:net';
import pg from 'pg';
import { isShuttingDown, unlessStopping } from '../lib/shutdown.ts';

/**
 * The drizzle handle; `$client` is its pool (for the few raw multi-statement calls). No schema is given to
 * drizzle: nothing uses its relational queries (`db.query.*`), and with a schema every transaction handle
 * built a query builder for each of the ~150 tables (bench:conversations' create profile: 2% of the CPU in
 * that constructor alone).
 */
export type TDb = NodePgDatabase & { $client: pg.Pool };
/** A transaction handle; repos accept either. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TExecutor = TDb | TTx;

export interface TDatabase {
  db: TDb;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/**
 * The pool's sockets send what one tick wrote as one write: pg writes a statement's protocol messages
 * (parse, bind, describe, execute, sync) one call each, which cost a system call each and woke the
 * backend for each (bench:conversations' create profile: a fifth of the process's CPU in writev).
 * Corked until the next tick, they leave in one writev. A TLS connection writes through its own socket.
 */
const tickCorkedSocket = () => {
  const socket = new net.Socket();
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let corked = false;
  socket.write = (...args: unknown[]) => {
    if (!corked) {
      corked = true;
      socket.cork();
      process.nextTick(() => {
        corked = false;
        socket.uncork();
      });
    }
    return write(...args);
  };
  return socket;
};

export const connectDatabase = (url: string, max = 10): TDatabase => {
  // JIT compiling pays off for long analytical queries, not for these short ones: a big estimate (an
  // agent's search) would otherwise spend 20–40 ms compiling a plan that runs in a few.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Each pooled connection is a backend process (~10–30 MB): those a burst opened close once idle 10 s.
    idleTimeoutMillis: 10_000,
    // A database that does not answer (a failover in progress) fails the request rather than hanging it.
    connectionTimeoutMillis: 10_000,
    options: '-c jit=off',
    stream: tickCorkedSocket,
  });
  // A connection dropped by the server (restart, failover) must not crash the process: the pool reports
  // idle ones here (once per outage on stderr; requests meanwhile answer 503, see lib/errorHandler.ts)…
  let reported = 0;
  pool.on('error', (err) => {
    if (isShuttingDown() || Date.now() - reported < 10_000) return;
    reported = Date.now();
    unlessStopping(() => process.stderr.write(`database connection error: ${err.message}\n`));
  });
  // pool.end() resolves once its clients are asked to end, not when their connections are gone; close()
  // waits for those too, so a server stopped right after (the embedded one on shutdown) does not drop
  // them mid-goodbye and print an error for each.
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    // …and one checked out but between queries (a transaction, pg-boss's worker) has no listener of the
    // pool's: without this one its 'error' event would be unhandled and end the process. The query that
    // runs next on it fails and the request answers 503; the pool drops the broken connection.
    client.on('error', () => undefined);
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  const close = async () => {
    const ended = [...open].map((client) => new Promise<void>((resolve) => client.once('end', () => resolve())));
    await pool.end();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000).unref()));
    await Promise.race([Promise.all(ended), giveUp]);
    clearTimeout(timer);
  };
  const db = drizzle(pool);
  return { db, pool, close };
};
