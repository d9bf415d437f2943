import { describe, expect, it } from 'vitest';
import { appendTestEvent } from '../test/appendTestEvent.ts';
import { setupTestApp } from '../test/harness.ts';
import { buildAdmin } from '../test/factories.ts';
import { drainConsumers } from '../events/dispatcher.ts';
import { runMaintenance } from './maintenance.ts';

const t = setupTestApp({ EVENTS_RETENTION_HOURS: '1' });

const kept = async (accountId: number) =>
  (
    await t.database.pool.query<{ n: string }>("SELECT data->>'n' AS n FROM events WHERE account_id = $1 ORDER BY id", [
      accountId,
    ])
  ).rows.map((r) => r.n);

describe('maintenance', () => {
  it('prunes dispatched events older than the retention window, keeps recent ones and any not yet dispatched', async () => {
    const admin = await buildAdmin(t);
    for (const n of [1, 2])
      await t.database.db.transaction((tx) =>
        appendTestEvent(tx, admin.accountId, 'page:reload', { n }, { kind: 'account' }),
      );
    await t.database.pool.query("UPDATE events SET created_at = now() - interval '2 hours' WHERE data->>'n' = '1'");
    // Not read by the consumer dispatcher yet: old, but kept.
    await runMaintenance(t.deps);
    expect(await kept(admin.accountId)).toEqual(['1', '2']);
    await drainConsumers(t.deps, []);
    await runMaintenance(t.deps);
    expect(await kept(admin.accountId)).toEqual(['2']);
  });
});
