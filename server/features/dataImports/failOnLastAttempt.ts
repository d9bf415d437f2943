import { PermanentJobError, type TJobContext } from '../../jobs/queue.ts';
import { updateDataImport } from './dataImports.repo.ts';

/** Runs an import/export; when this attempt is the last one, marks the row failed so the SPA stops waiting. */
export const failOnLastAttempt = async (
  importId: number,
  ctx: TJobContext,
  maxAttempts: number,
  run: () => Promise<void>,
) => {
  try {
    await run();
  } catch (err) {
    if (err instanceof PermanentJobError || ctx.attempt >= maxAttempts)
      await updateDataImport(ctx.deps.db, importId, {
        status: 3,
        error: err instanceof Error ? err.message.slice(0, 500) : 'failed',
      });
    throw err;
  }
};
