import { eq, getTableName, sql, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { buildVariedRows } from '../test/conversationFactories.ts';
import { setupTestApp } from '../test/harness.ts';
import { rowsFromJson } from './jsonRows.ts';
import { preparedByShape, preparedStatement, queryPrepared, statementName } from './prepared.ts';
import { contacts, conversations, messages, users } from './schema/index.ts';

const t = setupTestApp();
const dialect = new PgDialect();

describe('prepared statements', () => {
  it("read rows that map through the schema exactly as drizzle's own select (timestamps, jsonb, arrays)", async () => {
    await buildVariedRows(t);
    const tables: Table[] = [conversations, contacts, users, messages];
    for (const table of tables) {
      const direct = await t.database.db
        .select()
        .from(table as typeof users)
        .orderBy(sql`id`);
      const q = dialect.sqlToQuery(sql`SELECT * FROM ${table} WHERE id > ${0} ORDER BY id`);
      // Twice: the second run binds to the statement the first one prepared on that connection.
      for (const run of [1, 2]) {
        const { rows } = await queryPrepared<Record<string, unknown>>(t.database.pool, q);
        expect(rowsFromJson(table, rows), `${getTableName(table)} run ${run}`).toEqual(direct);
      }
    }
  });

  it('names the same text alike, different texts apart, and stops naming past its cap', () => {
    const a = statementName('SELECT 1 /* a */');
    expect(a).toMatch(/^hd_[0-9a-f]{24}$/);
    expect(statementName('SELECT 1 /* a */')).toBe(a);
    expect(statementName('SELECT 1 /* b */')).not.toBe(a);
    const named = Array.from({ length: 500 }, (_, i) => statementName(`SELECT ${i} /* flood */`));
    expect(named.filter((n) => n === undefined).length).toBeGreaterThan(0);
    expect(statementName('SELECT 1 /* a */')).toBe(a); // those named before keep their names
    expect(statementName('SELECT 1 /* new after the cap */')).toBeUndefined();
  });
});

describe('statements built once', () => {
  const insertUser = preparedByShape('test_user_insert', (db, values: typeof users.$inferInsert, name) =>
    db.insert(users).values(values).returning().prepare(name),
  );
  const userById = preparedStatement((db) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('test_user_by_id'),
  );
  const values = (email: string, uiSettings: Record<string, unknown> | null) => ({
    name: 'Prepared',
    email,
    encryptedPassword: 'x',
    pubsubToken: `pt-${email}`,
    ...(uiSettings && { uiSettings }),
    confirmedAt: null,
    createdAt: new Date('2026-01-02T03:04:05.678Z'),
  });

  it('write and read rows as drizzle does, in the caller transaction, one statement per shape', async () => {
    const inserted = await insertUser(t.database.db, values('a@prepared.test', { locale: 'fr', list: [1, 2] }));
    const direct = await t.database.db.select().from(users).where(eq(users.id, inserted[0]!.id));
    expect(inserted).toEqual(direct);
    expect(inserted[0]).toMatchObject({ uiSettings: { locale: 'fr', list: [1, 2] }, confirmedAt: null });
    expect(inserted[0]!.createdAt.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    // Another shape (no ui settings: the column's default), and a read on the pool.
    const [b] = await insertUser(t.database.db, values('b@prepared.test', null));
    expect((await userById(t.database.db, { id: b!.id }))[0]).toEqual(b);
    // Inside a transaction the statement runs on its connection: rolled back, nothing stays.
    const rolledBack = await t.database.db
      .transaction(async (tx) => {
        const [c] = await insertUser(tx, values('c@prepared.test', { locale: 'de' }));
        expect((await userById(tx, { id: c!.id }))[0]?.email).toBe('c@prepared.test');
        tx.rollback();
      })
      .catch((err: unknown) => err);
    expect(rolledBack).toBeInstanceOf(Error);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'c@prepared.test'))).toEqual([]);
  });

  it('refuses a prefix defined twice (two kinds would share statement names)', () => {
    expect(() =>
      preparedByShape('test_user_insert', (db, v: typeof users.$inferInsert, name) =>
        db.insert(users).values(v).returning().prepare(name),
      ),
    ).toThrow(/defined twice/);
  });
});
