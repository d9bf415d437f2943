import { createHash } from 'node:crypto';
import pg from 'pg';

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
