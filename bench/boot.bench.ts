/**
 * `npm run bench:boot`: how fast a self-hoster gets from nothing to a working
 * server, and what it costs at rest. Prints figures; asserts nothing.
 *   fresh  — empty DATA_DIR → first 200 on /health (initdb + migrations included)
 *   warm   — restart on the same DATA_DIR → first 200
 *   idle   — memory of node + every postgres process 5 s after the warm start, and settled: 20 s after it,
 *            once the connections the start opened have closed (the pools' 10 s idle timeout), RSS and PSS
 * and where each start spent its time (the server's start-up log line, `startup`: ms per step).
 * The server runs as `npm start` runs it: dist/server/main.js (scripts/build-server.mjs), no tsx.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/db/embedded.ts';
import { buildServer, SERVER_MAIN, SERVER_NODE_FLAGS } from '../scripts/build-server.mjs';
import { figure } from './figures.ts';

const TARGETS = { freshMs: 3000, idleMb: 250 };

const start = (dataDir: string, port: number) => {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // The ready line (JSON) carries `startup`, the ms each step took.
  const phases = new Promise<Record<string, number>>((resolve) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      for (const line of text.split('\n')) {
        if (!line.includes('"startup"')) continue;
        resolve((JSON.parse(line) as { startup: Record<string, number> }).startup);
      }
      text = text.slice(text.lastIndexOf('\n') + 1);
    });
    child.once('exit', () => resolve({}));
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return performance.now() - t0;
      } catch {
        /* not yet */
      }
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, ready, stop, phases };
};

/** The process and all its descendants. */
const tree = (pid: number): number[] => {
  let kids: number[] = [];
  try {
    kids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    /* no children */
  }
  return [pid, ...kids.flatMap(tree)];
};

const memKb = (pid: number, field: 'Rss' | 'Pss') => {
  try {
    const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
};

const phaseText = (phases: Record<string, number>) =>
  Object.entries(phases)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

const main = async () => {
  // What `npm start` runs: the server built to plain JavaScript (built here, before the clock starts).
  await buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-bench-'));
  fs.chmodSync(dataDir, 0o755);
  try {
    const port = await freePort();
    const fresh = start(dataDir, port);
    const freshMs = await fresh.ready;
    const freshPhases = await fresh.phases;
    await fresh.stop();

    const warm = start(dataDir, port);
    const warmMs = await warm.ready;
    const warmPhases = await warm.phases;
    const memory = () => {
      const pids = tree(warm.child.pid ?? 0);
      const mb = (field: 'Rss' | 'Pss') => pids.reduce((s, p) => s + memKb(p, field), 0) / 1024;
      return { processes: pids.length, rssMb: mb('Rss'), pssMb: mb('Pss') };
    };
    await new Promise((r) => setTimeout(r, 5000));
    const early = memory();
    await new Promise((r) => setTimeout(r, 15_000));
    const { processes, rssMb, pssMb } = memory();
    await warm.stop();

    const row = (label: string, value: string, target: string) =>
      `  ${label.padEnd(34)}${value.padStart(10)}   ${target}`;
    process.stdout.write(
      [
        'boot benchmark (embedded PostgreSQL)',
        row('fresh start → first 200 /health', `${freshMs.toFixed(0)} ms`, `target ≤ ${TARGETS.freshMs} ms`),
        row('warm restart → first 200 /health', `${warmMs.toFixed(0)} ms`, ''),
        row(`5 s after: RSS, ${early.processes} processes`, `${early.rssMb.toFixed(1)} MB`, ''),
        row('5 s after: PSS', `${early.pssMb.toFixed(1)} MB`, ''),
        row(`idle RSS, ${processes} processes (node+pg)`, `${rssMb.toFixed(1)} MB`, `target ≤ ${TARGETS.idleMb} MB`),
        row('idle PSS (shared pages split)', `${pssMb.toFixed(1)} MB`, ''),
        `  fresh start, ms per step: ${phaseText(freshPhases)}`,
        `  warm start, ms per step:  ${phaseText(warmPhases)}`,
        '',
      ].join('\n'),
    );
    figure('boot', 'fresh start → first 200 /health', Math.round(freshMs), 'ms', { atMost: TARGETS.freshMs });
    figure('boot', 'warm restart → first 200 /health', Math.round(warmMs), 'ms');
    figure('boot', `RSS 5 s after start, ${early.processes} processes`, Math.round(early.rssMb), 'MB');
    figure('boot', `idle RSS, ${processes} processes (node + pg)`, Math.round(rssMb), 'MB', {
      atMost: TARGETS.idleMb,
    });
    figure('boot', 'idle PSS', Math.round(pssMb), 'MB');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
