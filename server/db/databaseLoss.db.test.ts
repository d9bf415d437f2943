import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADERS } from '../../common/contracts/auth.ts';
import { connectCable } from '../test/cableClient.ts';
import { freePort } from './embedded.ts';

/**
 * The real app on a throwaway PostgreSQL 15 cluster of its own (never the shared one): the cluster is
 * stopped hard (`pg_ctl stop -m immediate`, as a crash or a failover), the app must answer 503 and stay
 * up, then recover by itself when the cluster is back, realtime included.
 */
const BIN = '/usr/lib/postgresql/15/bin';
const available = fs.existsSync(`${BIN}/initdb`) && process.getuid?.() === 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-dbloss-'));
const pgData = path.join(dir, 'pg');
let port = 0;
const children: ChildProcess[] = [];
let stderr = '';

const asPostgres = (cmd: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', `${BIN}/${cmd}`, ...args], { stdio: 'pipe', timeout: 60_000 });
const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', pgData, '-w', ...args]);
const startCluster = () =>
  pgCtl('-l', path.join(dir, 'pg.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const poll = async (what: string, test: () => Promise<boolean>, ms = 30_000) => {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(200)) if (await test().catch(() => false)) return;
  throw new Error(`timed out waiting for ${what}; app stderr: ${stderr.slice(-3000)}`);
};

beforeAll(async () => {
  if (!available) return;
  fs.chmodSync(dir, 0o777);
  execFileSync('chown', ['postgres', dir]);
  asPostgres('initdb', ['-D', pgData, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  port = await freePort();
  startCluster();
}, 120_000);

/** A node of the app on the throwaway cluster (a worker, or ROLE=web). */
const startNode = async (role: 'worker' | 'web') => {
  const appPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ROLE: role,
      DATA_DIR: path.join(dir, 'data'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  child.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
  const base = `http://127.0.0.1:${appPort}`;
  await poll('the app to start', async () => (await fetch(`${base}/health`)).ok, 90_000);
  return { child, base };
};

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  if (available && fs.existsSync(path.join(pgData, 'postmaster.pid'))) pgCtl('stop', '-m', 'immediate');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(available)('losing the database', () => {
  it('answers 503 while the database is away, stays up, and recovers by itself', { timeout: 180_000 }, async () => {
    // Node A works the queue and holds the socket; changes after the outage go through node B, so they
    // reach A's socket only through A's LISTEN connection (A's own writes would wake its hub directly).
    const { base } = await startNode('worker');
    const other = await startNode('web');

    const signUp = await fetch(`${base}/api/v1/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        account_name: 'Acme',
        user_full_name: 'Ann',
        email: 'ann@x.test',
        password: 'correct-horse-1',
      }),
    });
    expect(signUp.status).toBe(200);
    const me = (await signUp.json()) as { data: { account_id: number; id: number; pubsub_token: string } };
    const session = Object.fromEntries(AUTH_HEADERS.map((h) => [h, signUp.headers.get(h) ?? '']));
    const accountUrl = `${base}/api/v1/accounts/${me.data.account_id}`;
    const patchLocale = (locale: string, via = base) =>
      fetch(`${via}/api/v1/accounts/${me.data.account_id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...session },
        body: JSON.stringify({ locale }),
      });
    const cable = await connectCable(base);
    await cable.subscribe({ pubsub_token: me.data.pubsub_token, account_id: me.data.account_id, user_id: me.data.id });
    expect((await patchLocale('ar')).status).toBe(200);
    await cable.waitFor((f) => typeof f.message === 'object');

    pgCtl('stop', '-m', 'immediate');
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 'database_unavailable' });
    const down = await fetch(accountUrl, { headers: session });
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      code: 'database_unavailable',
      message: expect.stringMatching(/database is unavailable/),
    });
    // Long enough for the job worker, the dispatcher, the sequencer's sweep and the listener to hit the outage.
    await sleep(4000);
    for (const c of children) expect(c.exitCode, stderr.slice(-3000)).toBeNull();
    expect((await fetch(`${base}/health`)).status).toBe(503);

    startCluster();
    await poll('health to recover', async () => (await fetch(`${base}/health`)).status === 200);
    await poll('the other node to recover', async () => (await fetch(`${other.base}/health`)).status === 200);
    const before = cable.events().length;
    await poll('a change on node B and its realtime event on node A after recovery', async () => {
      if ((await patchLocale(before % 2 ? 'en' : 'ar', other.base)).status !== 200) return false;
      await cable.waitFor((f) => cable.events().length > before && typeof f.message === 'object', 2000);
      return true;
    });
    expect((await fetch(accountUrl, { headers: session })).status).toBe(200);
    for (const c of children) expect(c.exitCode).toBeNull();
    expect(stderr).not.toMatch(/Unhandled 'error' event|uncaughtException/);
    await cable.close();
  });

  it(
    'restarts a killed embedded PostgreSQL once; a second death ends the process with a clear message',
    { timeout: 240_000 },
    async () => {
      const dataDir = path.join(dir, 'embedded');
      const appPort = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(appPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        ROLE: 'web',
      };
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      children.push(child);
      let out = '';
      child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const base = `http://127.0.0.1:${appPort}`;
      await poll('the app on its embedded database', async () => (await fetch(`${base}/health`)).ok, 120_000);
      const killPostmaster = () => {
        const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
        process.kill(pid, 'SIGKILL');
        return pid;
      };

      const first = killPostmaster();
      await poll(
        'the embedded database to be started again',
        async () => {
          const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
          return pid !== first && (await fetch(`${base}/health`)).status === 200;
        },
        60_000,
      );
      expect(child.exitCode).toBeNull();
      expect(out).toMatch(/embedded PostgreSQL stopped unexpectedly; starting it again/);

      killPostmaster();
      const code = await exited;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(out).toMatch(/embedded PostgreSQL stopped unexpectedly again; exiting/);
      expect(out).not.toMatch(/Unhandled 'error' event/);
    },
  );
});
