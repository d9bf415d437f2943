import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_HEADERS } from '../../common/contracts/auth.ts';
import { BOSS_SCHEMA } from '../jobs/queue.ts';
import { freePort } from './embedded.ts';

/**
 * The real server on its embedded PostgreSQL, five clients posting messages, and the postmaster killed
 * with SIGKILL (issue 42 item 1): the process stays up and answers 503 while the database is away, the
 * supervisor starts PostgreSQL again, the server serves again, and every message that was answered 200
 * is in the database. The crash it guards against came from work nobody awaited (pg-boss completing a
 * finished batch of jobs), so it needs the kill to land while jobs run: five writers keep the consumers'
 * queues busy, and it happened in most runs before the fix.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-pgkill-'));
const dataDir = path.join(dir, 'data');
let child: ChildProcess | null = null;
let stderr = '';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const poll = async (what: string, test: () => boolean | Promise<boolean>, ms = 30_000) => {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(200)) {
    if (child?.exitCode != null) break;
    if (
      await Promise.resolve()
        .then(test)
        .catch(() => false)
    )
      return;
  }
  throw new Error(`timed out waiting for ${what}; app stderr: ${stderr.slice(-3000)}`);
};
/** postmaster.pid: line 1 the pid, line 4 the port. */
const postmaster = () => {
  const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
};

afterAll(() => {
  child?.kill('SIGKILL');
  try {
    process.kill(postmaster().pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('killing the embedded PostgreSQL under write load', () => {
  it(
    'answers 503 meanwhile, restarts it, serves again and loses no acknowledged write',
    { timeout: 240_000 },
    async () => {
      const appPort = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(appPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        ROLE: 'all',
      };
      delete env.DATABASE_URL;
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
      const base = `http://127.0.0.1:${appPort}`;
      await poll('the app on its embedded database', async () => (await fetch(`${base}/health`)).ok, 150_000);

      const json = { 'content-type': 'application/json' };
      const signUp = await fetch(`${base}/api/v1/accounts`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          account_name: 'Acme',
          user_full_name: 'Ann',
          email: 'ann@x.test',
          password: 'correct-horse-1',
        }),
      });
      expect(signUp.status).toBe(200);
      const me = (await signUp.json()) as { data: { account_id: number } };
      const headers = { ...json, ...Object.fromEntries(AUTH_HEADERS.map((h) => [h, signUp.headers.get(h) ?? ''])) };
      const accountUrl = `${base}/api/v1/accounts/${me.data.account_id}`;
      const post = async <T>(url: string, body: unknown) => {
        const res = await fetch(`${accountUrl}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
        if (res.status !== 200) throw new Error(`${url} → ${res.status} ${await res.text()}`);
        return (await res.json()) as T;
      };
      const inbox = await post<{ id: number }>('/inboxes', { name: 'API', channel: { type: 'api' } });
      const conversations: number[] = [];
      for (let i = 0; i < 5; i++) {
        const contact = await post<{ payload: { contact: { id: number } } }>('/contacts', { name: `Client ${i}` });
        const conv = await post<{ id: number }>('/conversations', {
          inbox_id: inbox.id,
          contact_id: contact.payload.contact.id,
        });
        conversations.push(conv.id);
      }

      // Five clients, each posting to its own conversation one message after another.
      const acknowledged: string[] = [];
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      let running = true;
      let sent = 0;
      const client = async (conversationId: number, n: number) => {
        for (let i = 0; running; i++) {
          const content = `client ${n} message ${i}`;
          try {
            const res = await fetch(`${accountUrl}/conversations/${conversationId}/messages`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ content }),
            });
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status === 200) acknowledged.push(content);
            await res.arrayBuffer();
          } catch (err) {
            failures.push(`${content}: ${(err as Error).message}`);
            await sleep(50);
          }
          sent++;
        }
      };
      const clients = conversations.map((id, n) => client(id, n));
      await poll('some messages', () => acknowledged.length >= 25);

      const killed = postmaster().pid;
      process.kill(killed, 'SIGKILL');
      await poll('a 503 while the database is away', () => (statuses.get(503) ?? 0) > 0, 15_000);
      await poll(
        'the embedded database to be started again and the app to serve',
        async () => postmaster().pid !== killed && (await fetch(`${base}/health`)).status === 200,
        45_000,
      );
      const recoveredAt = new Date();
      // Every client gets its messages through again.
      const after = acknowledged.length;
      await poll('writes after recovery', () => {
        const recent = acknowledged.slice(after);
        return conversations.every((_, n) => recent.some((c) => c.startsWith(`client ${n} `)));
      });
      running = false;
      await Promise.all(clients);

      expect(child.exitCode, stderr.slice(-3000)).toBeNull();
      expect(stderr).toMatch(/embedded PostgreSQL stopped unexpectedly; starting it again/);
      expect(stderr).not.toMatch(/uncaught error|Unhandled 'error' event/);
      // Only 200 and 503: nothing else, no dropped connection.
      expect([...statuses.keys()].sort(), JSON.stringify([...statuses])).toEqual([200, 503]);
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(acknowledged.length);

      const { port } = postmaster();
      const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
      const db = new pg.Client({
        connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/helpdesk`,
      });
      await db.connect();
      try {
        const { rows } = await db.query<{ content: string }>(
          'SELECT content FROM messages WHERE conversation_id = ANY($1::int[])',
          [conversations],
        );
        const stored = new Set(rows.map((r) => r.content));
        expect(acknowledged.filter((c) => !stored.has(c))).toEqual([]);
        // The job worker works again: the consumers' jobs for the messages written after the restart are done.
        await poll('the job worker to work the queue again', async () => {
          const { rows: done } = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${BOSS_SCHEMA}.job WHERE completed_on > $1`,
            [recoveredAt],
          );
          return (done[0]?.n ?? 0) > 0;
        });
      } finally {
        await db.end();
      }
      expect(child.exitCode).toBeNull();
    },
  );
});
