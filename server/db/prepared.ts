import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TExecutor } from './client.ts';

/**
 * Hot statements whose text the app builds (the conversation page with its context, the tab
 * counts) run as named prepared statements: each pool connection parses and plans the text once and
 * then only binds new values, which saves the planning (1–2 ms for the page statement) on every
 * request. The texts vary only with the filters a list uses, so few are named; past MAX_NAMED
 * distinct texts a statement runs unnamed, so a flood of unusual filters cannot grow the server's
 * per-connection statement cache without bound.
 */
const MAX_NAMED = 400;
const names = new Map<string, string>();

export const statementName = (text: string) => {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const name = `hd_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
};

/**
 * Dates, times and intervals (and their arrays) stay text, as drizzle's own node-postgres driver
 * reads them, so rows map through the schema's columns (server/db/jsonRows.ts) exactly like
 * drizzle's selects.
 */
const RAW_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const raw = (value: string) => value;
const builtIn = (oid: number) => pg.types.getTypeParser(oid, 'text') as (value: string) => unknown;
const driverTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number) => (RAW_TYPES.has(oid) ? raw : builtIn(oid))) as never,
};

export interface TQuery {
  sql: string;
  params: unknown[];
}

/** Runs `q` on the pool as a named prepared statement (rows as objects, dates as drizzle's driver reads them). */
export const queryPrepared = <R extends pg.QueryResultRow>(pool: pg.Pool, q: TQuery) =>
  pool.query<R>({ name: statementName(q.sql), text: q.sql, values: q.params, types: driverTypes });

/** The same, with each row as an array of column values (for statements whose columns have no alias). */
export const queryPreparedArrays = <R extends unknown[]>(pool: pg.Pool, q: TQuery) =>
  pool.query<R>({ name: statementName(q.sql), text: q.sql, values: q.params, rowMode: 'array' });

/** What drizzle's `.prepare(name)` returns, as far as this file uses it. */
interface TDrizzlePrepared<R> {
  execute: (values?: Record<string, unknown>) => Promise<R>;
}

/**
 * The connection a drizzle handle runs on: the pool for the app's handle, the checked-out client for a
 * transaction's (drizzle keeps it on the transaction's session; pinned drizzle-orm, prepared.db.test.ts).
 */
const connectionOf = (db: TExecutor): pg.Pool | pg.PoolClient =>
  (db as { $client?: pg.Pool }).$client ?? (db as unknown as { session: { client: pg.PoolClient } }).session.client;

/**
 * A hot drizzle statement built once. `build` writes it with `sql.placeholder(…)` for its values and ends with
 * `.prepare(name)`; each call binds `values` and runs it as a named prepared statement on the executor's
 * connection (inside the caller's transaction when given one). Building a statement's text costs drizzle
 * ~0.15 ms of CPU and an unnamed statement PostgreSQL a parse and a plan, on every call; bench:conversations'
 * create profile had a quarter of the node's CPU in drizzle's builders.
 */
export const preparedStatement = <R>(build: (db: TExecutor) => TDrizzlePrepared<R>) => {
  let built: TDrizzlePrepared<R> | null = null;
  return (db: TExecutor, values: Record<string, unknown>): Promise<R> => {
    built ??= build(db);
    // The statement as built, on this call's connection (drizzle reads its connection from `client`).
    const bound = Object.create(built, { client: { value: connectionOf(db) } }) as TDrizzlePrepared<R>;
    return bound.execute(values);
  };
};

const prefixes = new Set<string>();
/** Statements of one kind past this many shapes run unnamed (built each time), so no caller can grow the cache. */
const MAX_SHAPES = 32;

/**
 * preparedStatement for a statement whose shape follows its values (an insert's columns, an update's SET):
 * one statement per set of keys given (a null value is part of the shape, written as NULL: drizzle's
 * placeholders would pass a null through the column's encoder), each built once and named `prefix_n`.
 */
export const preparedByShape = <V extends Record<string, unknown>, R>(
  prefix: string,
  build: (db: TExecutor, values: V, name: string) => TDrizzlePrepared<R>,
) => {
  if (prefixes.has(prefix)) throw new Error(`prepared statements ${prefix} are defined twice`);
  prefixes.add(prefix);
  const shapes = new Map<string, (db: TExecutor, values: Record<string, unknown>) => Promise<R>>();
  /** `where`: the values of placeholders `build` wrote itself (a WHERE's), which are no part of the shape. */
  return (db: TExecutor, values: V, where: Record<string, unknown> = {}): Promise<R> => {
    const keys = Object.keys(values).filter((k) => values[k] !== undefined);
    const shape = keys.map((k) => (values[k] === null ? `${k}=null` : k)).join(',');
    let run = shapes.get(shape);
    if (!run) {
      const placeholders = Object.fromEntries(
        keys.map((k) => [k, values[k] === null ? null : sql.placeholder(k)]),
      ) as unknown as V;
      if (shapes.size >= MAX_SHAPES) return build(db, placeholders, '').execute({ ...values, ...where });
      const name = `${prefix}_${shapes.size}`;
      run = preparedStatement((first) => build(first, placeholders, name));
      shapes.set(shape, run);
    }
    return run(db, { ...values, ...where });
  };
};
