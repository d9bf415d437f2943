import pg from 'pg';
import type { TDeps } from '../deps.ts';
import { JOBS_CHANNEL, startJobWorker } from './queue.ts';

/** Starts this node's job worker with its own LISTEN connection; returns the stop function. */
export const startWorker = (deps: TDeps, databaseUrl: string) =>
  startJobWorker(deps, async (onNotify) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    client.on('notification', onNotify);
    await client.query(`LISTEN ${JOBS_CHANNEL}`);
    return async () => {
      await client.end().catch(() => undefined);
    };
  });
