import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded.ts';

/** The real `npm start` path: embedded PostgreSQL in DATA_DIR, migrations, HTTP, clean stop. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-main-'));
fs.chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];

const start = (port: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

const waitForHealth = async (port: number, output: () => string, ms = 90_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
};

const postgresAlive = () => {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number((fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '').trim());
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it(
    'serves, refuses a second process on the same DATA_DIR, and stops PostgreSQL on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const first = start(port);
      await waitForHealth(port, first.output);
      expect(first.output()).toContain(`http://localhost:${port}/app`);
      expect(postgresAlive()).toBe(true);
      const pgVersion = fs.readFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), 'utf8');

      const second = start(await freePort());
      expect(await second.exited).toBe(2);
      expect(second.output()).toMatch(/DATA_DIR .* is in use by another helpdesk process/);
      // The first server is untouched.
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      expect(fs.readFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), 'utf8')).toBe(pgVersion);

      first.child.kill('SIGTERM');
      expect(await first.exited, first.output()).toBe(0);
      expect(postgresAlive()).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'helpdesk.lock'))).toBe(false);

      // A warm restart finds its data again.
      const again = start(port);
      await waitForHealth(port, again.output);
      again.child.kill('SIGINT');
      expect(await again.exited, again.output()).toBe(0);
    },
  );
});
