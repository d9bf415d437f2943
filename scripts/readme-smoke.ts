// `npm run test:smoke`: the README's two run commands on a fresh machine, as a new user types them.
//
// 1. `npm start` on an empty DATA_DIR answers /health, stops cleanly on Ctrl-C; then `npm run demo` on that
//    same directory loads the demo, and a person signs in as the demo administrator and sees conversations,
//    then adds an agent (no SMTP: the link is on screen) who signs in from that link.
// 2. `npm run demo` on an empty DATA_DIR (the order a curious visitor tries first): the same sign-in.
// The two orders run side by side, each on its own DATA_DIR and port.
//
// Each step runs the real scripts (scripts/start.mjs, scripts/demo.mjs) with the embedded PostgreSQL, on a
// free port, and drives Debian's Chromium the way the E2E tier does. Needs a built app (npm run build).
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../server/demo/demo.people.ts';
import en from '../common/i18n/en.json' with { type: 'json' };
import { SERVER_NODE_FLAGS } from './build-server.mjs';
import { inviteWithoutMail } from './smokeInvite.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type TRun = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const run = (script: 'start.mjs' | 'demo.mjs', dataDir: string, port: number): TRun => {
  // With the Node flags package.json's start and demo scripts give (a unit test keeps those equal).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'scripts', script)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', FRONTEND_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, like a terminal's foreground job: Ctrl-C reaches the app and its PostgreSQL.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
};

const waitForHealth = async (port: number, proc: TRun, timeoutMs: number) => {
  const started = Date.now();
  let exited = false;
  void proc.exited.then(() => (exited = true));
  while (Date.now() - started < timeoutMs) {
    if (exited) throw new Error(`the process exited before /health answered:\n${proc.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/health did not answer within ${timeoutMs} ms:\n${proc.output()}`);
};

/**
 * Ctrl-C in a terminal signals the whole foreground process group (the app and the embedded PostgreSQL it
 * started): the app must exit 0 and say nothing about errors on the way out.
 */
const stop = async (proc: TRun, label: string) => {
  const before = proc.output().length;
  process.kill(-(proc.child.pid ?? 0), 'SIGINT');
  const code = await proc.exited;
  if (code !== 0) throw new Error(`${label}: Ctrl-C exited with ${code}:\n${proc.output()}`);
  const tail = proc.output().slice(before);
  if (/error/i.test(tail)) throw new Error(`${label}: errors printed while shutting down:\n${tail}`);
};

const chromiumPath = () => {
  try {
    return execSync('which chromium', { encoding: 'utf8' }).trim() || '/usr/bin/chromium';
  } catch {
    return '/usr/bin/chromium';
  }
};

/**
 * A person opens the sign-in page, signs in as the demo administrator and sees the demo's conversations;
 * `invite`: then adds an agent without mail and the agent follows the link (scripts/smokeInvite.ts).
 */
const signInAndSeeConversations = async (port: number, invite = false) => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/app/login`);
    await page.getByLabel(en.fields.email, { exact: true }).fill(DEMO_ADMIN_EMAIL);
    await page.getByLabel(en.fields.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: en.login.submit, exact: true }).click();
    const list = page.getByRole('list', { name: en.conversations.listLabel });
    await list.getByRole('listitem').first().waitFor({ timeout: 30_000 });
    const shown = await list.getByRole('listitem').count();
    if (shown < 1) throw new Error('the demo administrator sees no conversation');
    const url = page.url();
    if (!/\/app\/accounts\/1\//.test(url)) throw new Error(`the demo account is not account 1: ${url}`);
    if (invite) await inviteWithoutMail(browser, page, port);
    return shown;
  } finally {
    await browser.close();
  }
};

const step = async (title: string, body: () => Promise<string>) => {
  const started = Date.now();
  process.stdout.write(`▶ ${title}\n`);
  const detail = await body();
  process.stdout.write(`  ✓ ${title}: ${detail} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
};

const main = async () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-smoke-'));
    dirs.push(dir);
    return dir;
  };
  const running = new Set<TRun>();
  const launch = (script: 'start.mjs' | 'demo.mjs', dataDir: string, port: number) => {
    const proc = run(script, dataDir, port);
    running.add(proc);
    return proc;
  };
  const stopped = async (proc: TRun, label: string) => {
    await stop(proc, label);
    running.delete(proc);
  };
  // The two orders share nothing but the machine (each its own DATA_DIR, port and PostgreSQL): side by side.
  const startThenDemo = async () => {
    const first = fresh();
    await step('npm start on an empty DATA_DIR, then Ctrl-C', async () => {
      const port = await freePort();
      const proc = launch('start.mjs', first, port);
      const ms = await waitForHealth(port, proc, 120_000);
      await stopped(proc, 'npm start');
      return `/health answered after ${ms} ms; stopped cleanly`;
    });
    await step('npm run demo on that DATA_DIR; the administrator signs in', async () => {
      const port = await freePort();
      const proc = launch('demo.mjs', first, port);
      await waitForHealth(port, proc, 600_000);
      const shown = await signInAndSeeConversations(port, true);
      await stopped(proc, 'npm run demo');
      return `${shown} conversations listed; an agent invited without mail signed in from the link`;
    });
  };
  const demoFirst = () =>
    step('npm run demo on an empty DATA_DIR; the administrator signs in', async () => {
      const port = await freePort();
      const proc = launch('demo.mjs', fresh(), port);
      await waitForHealth(port, proc, 600_000);
      const shown = await signInAndSeeConversations(port);
      await stopped(proc, 'npm run demo (empty DATA_DIR)');
      return `${shown} conversations listed`;
    });
  try {
    // The first failure ends the smoke; the other order's processes are stopped below.
    await Promise.all([startThenDemo(), demoFirst()]);
    process.stdout.write('smoke: 3 passed, 0 failed\n');
  } finally {
    for (const proc of running) {
      try {
        process.kill(-(proc.child.pid ?? 0), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
};

main().catch((err: unknown) => {
  process.stderr.write(`README smoke failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
