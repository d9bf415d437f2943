// `npm run demo`, step one (scripts/demo.mjs runs this, then starts the app as `npm start` does):
// load the demo account into the app's database — the embedded one under DATA_DIR, or DATABASE_URL.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirInUseError, startEmbeddedPostgres, type TEmbeddedDb } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { installJobQueue } from '../jobs/install.ts';
import { DEMO_ACCOUNT_NAME, DEMO_ADMIN_EMAIL, DEMO_AGENTS, DEMO_PASSWORD } from './demo.people.ts';
import { seedDemo, type TDemoSeedResult } from './demo.seed.ts';

/** scripts/demo.mjs prints the banner again, from this first line on, once the server is up. */
const BANNER_START = '── Helpdesk demo ──────────────────────────────────────────────';
const BANNER_END = '───────────────────────────────────────────────────────────────';

const say = (line = '') => process.stdout.write(`${line}\n`);

const banner = (result: TDemoSeedResult, url: string) => {
  say(BANNER_START);
  if (result.status === 'already-loaded') {
    say(`  The demo account "${DEMO_ACCOUNT_NAME}" is already loaded: nothing was added.`);
  } else {
    const { contacts, conversations, agents } = result.counts;
    say(
      `  Loaded "${DEMO_ACCOUNT_NAME}": ${agents} people, ${contacts} contacts, ${conversations} conversations` +
        ` (${(result.ms / 1000).toFixed(1)} s).`,
    );
  }
  say(`  Sign in at   ${url}/app/login`);
  say(`  E-mail       ${DEMO_ADMIN_EMAIL}  (administrator)`);
  say(`  Password     ${DEMO_PASSWORD}`);
  say(`  The agents (e.g. ${DEMO_AGENTS[0]?.email ?? ''}) use the same password.`);
  say(BANNER_END);
};

const main = async () => {
  const config = loadConfig();
  let embedded: TEmbeddedDb | null = null;
  let releaseLock: (() => void) | null = null;
  let url = config.databaseUrl;
  if (!url) {
    // The same lock `npm start` takes: never seed a data directory a running server owns.
    releaseLock = acquireDataDirLock(config.dataDir);
    say(`Starting the embedded PostgreSQL in ${config.dataDir}/pg…`);
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    url = embedded.url;
  }
  const database = connectDatabase(url);
  let result: TDemoSeedResult;
  try {
    // Everything `npm start` brings up before it serves: our tables and pg-boss's schema, queues and
    // schedules (the seed queues jobs, so an empty DATA_DIR needs both).
    await Promise.all([runMigrations(database.db), installJobQueue(database.db)]);
    // No mail leaves while seeding, and the log stays quiet.
    // The demo's channels carry made-up credentials: no provider is asked about them.
    const app = await buildApp({
      config: { ...config, messaging: { ...config.messaging, checkCredentials: false } },
      db: database.db,
      databaseUrl: url,
      mailer: { send: () => Promise.resolve() },
      logger: false,
    });
    try {
      say('Loading the demo account…');
      result = await seedDemo(app, { progress: (line) => say(`  ${line}`) });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await embedded?.stop();
    releaseLock?.();
  }
  banner(result, config.frontendUrl ?? `http://localhost:${config.port}`);
};

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError) {
    process.stderr.write(
      `\nThe demo was not loaded: ${err.message}\n` +
        'Stop the running helpdesk (Ctrl-C in its terminal), then run `npm run demo` again.\n',
    );
    process.exit(2);
  }
  process.stderr.write(
    `The demo could not be loaded: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
