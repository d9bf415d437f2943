import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendTestEvent } from '../test/appendTestEvent.ts';
import { connectDatabase, type TDatabase } from '../db/client.ts';
import { buildAccount } from '../test/factories.ts';
import { setupTestApp } from '../test/harness.ts';
import { listEventsAfter, seqBounds } from './events.repo.ts';

/** The harness app runs the sequencer on t.database; `bare` is a second pool nobody watches (a node that died after commit). */
const t = setupTestApp();
let bare: TDatabase;

beforeAll(() => {
  bare = connectDatabase(t.databaseUrl, 2);
});
afterAll(() => bare.close());

const audience = { kind: 'account' } as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const rowsOf = async (accountId: number) =>
  (
    await t.database.pool.query<{ id: string; seq: string | null; data: { n?: number; tx?: number } }>(
      'SELECT id, seq, data FROM events WHERE account_id = $1 ORDER BY id',
      [accountId],
    )
  ).rows;

/** Waits until every event of the account carries a seq. */
const settled = async (accountId: number, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const rows = await rowsOf(accountId);
    if (rows.every((r) => r.seq !== null)) return rows;
    if (Date.now() > end) throw new Error(`${rows.filter((r) => r.seq === null).length} events never numbered`);
    await sleep(20);
  }
};

describe('event sequencer', () => {
  it('numbers concurrent writers 1…n with no gap and no repeat, each transaction in its own order, and a reader never sees a gap', async () => {
    const account = await buildAccount(t);
    let hw = 0;
    const seen: number[] = [];
    let writing = true;
    // A reader polling the log as the hub does: each page must continue exactly where the last ended.
    const reader = (async () => {
      while (writing || hw < 120) {
        for (const e of await listEventsAfter(t.database.db, account.id, hw)) {
          expect(e.seq).toBe(hw + 1);
          hw = e.seq;
          seen.push(e.seq);
        }
        await sleep(2);
      }
    })();
    await Promise.all(
      Array.from({ length: 40 }, (_, tx) =>
        t.database.db.transaction(async (db) => {
          for (let n = 0; n < 3; n++)
            await appendTestEvent(db, account.id, 'conversation.updated', { tx, n }, audience);
        }),
      ),
    );
    const rows = await settled(account.id);
    writing = false;
    await reader;
    const seqs = rows.map((r) => Number(r.seq)).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(seen).toEqual(seqs);
    for (let tx = 0; tx < 40; tx++) {
      const mine = rows.filter((r) => r.data.tx === tx).sort((a, b) => Number(a.seq) - Number(b.seq));
      expect(mine.map((r) => r.data.n)).toEqual([0, 1, 2]);
    }
    expect((await seqBounds(t.database.db, account.id)).last).toBe(120);
  });

  it('never numbers or announces a rolled-back transaction, nor a rolled-back savepoint', async () => {
    const account = await buildAccount(t);
    await expect(
      t.database.db.transaction(async (db) => {
        await appendTestEvent(db, account.id, 'conversation.updated', { n: 1 }, audience);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await t.database.db.transaction(async (db) => {
      await appendTestEvent(db, account.id, 'conversation.updated', { n: 2 }, audience);
      await db
        .transaction(async (inner) => {
          await appendTestEvent(inner, account.id, 'conversation.updated', { n: 3 }, audience);
          throw new Error('inner');
        })
        .catch(() => undefined);
      await db.transaction((inner) => appendTestEvent(inner, account.id, 'conversation.updated', { n: 4 }, audience));
    });
    const rows = await settled(account.id);
    expect(rows.map((r) => [r.data.n, Number(r.seq)])).toEqual([
      [2, 1],
      [4, 2],
    ]);
  });

  it('numbers events committed through a connection nobody watches (a node that died after commit) by the sweep', async () => {
    const account = await buildAccount(t);
    await bare.db.transaction((db) => appendTestEvent(db, account.id, 'conversation.updated', { n: 1 }, audience));
    await appendTestEvent(bare.db, account.id, 'conversation.updated', { n: 2 }, audience);
    const rows = await settled(account.id, 4000);
    expect(rows.map((r) => Number(r.seq))).toEqual([1, 2]);
  });

  it('keeps accounts apart: each has its own 1…n', async () => {
    const [a, b] = [await buildAccount(t), await buildAccount(t)];
    await Promise.all(
      [a, b, a, b, a].map((acc, n) => appendTestEvent(t.database.db, acc.id, 'conversation.updated', { n }, audience)),
    );
    const seqs = async (id: number) => (await settled(id)).map((r) => Number(r.seq)).sort((x, y) => x - y);
    expect(await seqs(a.id)).toEqual([1, 2, 3]);
    expect(await seqs(b.id)).toEqual([1, 2]);
  });
});
