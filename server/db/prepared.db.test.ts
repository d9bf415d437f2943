import { getTableName, sql, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { buildVariedRows } from '../test/conversationFactories.ts';
import { setupTestApp } from '../test/harness.ts';
import { rowsFromJson } from './jsonRows.ts';
import { queryPrepared, statementName } from './prepared.ts';
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
