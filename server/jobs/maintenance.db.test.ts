import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/harness.ts';
import { buildAdmin } from '../test/factories.ts';
import { appendEvent } from '../events/events.repo.ts';
import { runMaintenance } from './maintenance.ts';

const t = setupTestApp({ EVENTS_RETENTION_HOURS: '1' });

describe('maintenance', () => {
  it('prunes events older than the retention window and keeps recent ones', async () => {
    const admin = await buildAdmin(t);
    for (const n of [1, 2])
      await t.database.db.transaction((tx) =>
        appendEvent(tx, admin.accountId, 'page:reload', { n }, { kind: 'account' }),
      );
    await t.database.pool.query("UPDATE events SET created_at = now() - interval '2 hours' WHERE data->>'n' = '1'");
    await runMaintenance(t.deps);
    const { rows } = await t.database.pool.query<{ n: string }>(
      "SELECT data->>'n' AS n FROM events WHERE account_id = $1",
      [admin.accountId],
    );
    expect(rows).toEqual([{ n: '2' }]);
  });
});
