import { getTableName, sql, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVariedRows } from '../test/conversationFactories.ts';
import { setupTestApp } from '../test/harness.ts';
import { rowsFromJson } from './jsonRows.ts';
import { contactInboxes, contacts, conversations, inboxes, messages, users } from './schema/index.ts';

const t = setupTestApp();

describe('rowsFromJson', () => {
  it("maps json_agg rows exactly as drizzle's own select of the same rows (timestamps, jsonb, arrays, nulls)", async () => {
    await buildVariedRows(t);
    const tables: Table[] = [conversations, contacts, users, inboxes, contactInboxes, messages];
    for (const table of tables) {
      const direct = await t.database.db.select().from(table as typeof users);
      const { rows } = await t.database.db.execute<{ j: unknown }>(
        sql`SELECT json_agg(x) AS j FROM (SELECT * FROM ${table} ORDER BY id) x`,
      );
      const viaJson = rowsFromJson(table, rows[0]?.j);
      expect(viaJson.length, getTableName(table)).toBeGreaterThan(0);
      expect(viaJson, getTableName(table)).toEqual(
        [...direct].sort((a, b) => (a as { id: number }).id - (b as { id: number }).id),
      );
    }
  });

  it('gives no rows for a null aggregate (nothing matched)', () => {
    expect(rowsFromJson(users, null)).toEqual([]);
  });
});
