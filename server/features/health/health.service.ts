import type { TDeps } from '../../deps.ts';
import { pingDatabase } from './health.repo.ts';

/** Up when the database answers; a failure reaches the error handler (500). */
export const checkHealth = async (deps: TDeps) => {
  await pingDatabase(deps.db);
  return { status: 'ok' as const, database: 'up' as const };
};
