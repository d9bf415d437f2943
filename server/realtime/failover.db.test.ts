import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded.ts';
import { setupTestApp } from '../test/harness.ts';
import { buildAdmin } from '../test/factories.ts';
import { connectCable } from '../test/cableClient.ts';

/** Real server processes on one database: kill -9 one mid-stream, the client resumes on the other and misses nothing. */
const t = setupTestApp();
const children: ChildProcess[] = [];

const startNode = async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ROLE: 'web',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('node did not start');
};

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

describe('failover', () => {
  it(
    'kill -9 a node mid-stream: the client reconnects to the other with since and misses nothing',
    { timeout: 90_000 },
    async () => {
      const admin = await buildAdmin(t);
      const [a, b] = await Promise.all([startNode(), startNode()]);
      const patch = (base: string, locale: string) =>
        fetch(`${base}/api/v1/accounts/${admin.accountId}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', ...admin.headers },
          body: JSON.stringify({ locale }),
        });
      const identifier = { pubsub_token: admin.user.pubsubToken, account_id: admin.accountId, user_id: admin.user.id };

      const onA = await connectCable(a.base);
      await onA.subscribe(identifier);
      const locales = ['ar', 'en'];
      // Ten changes while connected to A…
      for (let i = 0; i < 10; i++) expect((await patch(b.base, locales[i % 2] ?? 'en')).status).toBe(200);
      await onA.waitFor(() => onA.events().length === 10);
      const lastSeq = Math.max(...onA.events().map((e) => e.seq ?? 0));

      // …A dies without a goodbye, and ten more happen while the client is cut off.
      a.child.kill('SIGKILL');
      for (let i = 10; i < 20; i++) expect((await patch(b.base, locales[i % 2] ?? 'en')).status).toBe(200);

      const onB = await connectCable(b.base);
      await onB.subscribe({ ...identifier, since: lastSeq });
      await onB.waitFor(() => onB.events().length === 10);
      const all = [...onA.events(), ...onB.events()].map((e) => e.seq ?? 0);
      expect(all).toHaveLength(20);
      expect(all).toEqual(Array.from({ length: 20 }, (_, i) => (all[0] ?? 0) + i));
      await onB.close();
    },
  );
});
