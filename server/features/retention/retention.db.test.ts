import { describe, expect, it } from 'vitest';
import type { TRetentionPolicy } from '../../../common/contracts/retention.ts';
import { buildMember, type TMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { runAllPolicies, runPolicy } from './retention.service.ts';

/** Docs/PRIVACY.md "Retention". */
const t = setupTestApp();
const q = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);

const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/retention_policy${rest}`;
const call = (m: TMember | null, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: path, ...(m ? { headers: m.headers } : {}), ...(payload ? { payload } : {}) });

/** A conversation (own inbox and contact) with one message, aged and given a status. */
const aged = async (admin: TMember, opts: { resolved: boolean; daysAgo: number }) => {
  const c = await buildConversation(t, admin, { message: 'hello' });
  await q(
    `UPDATE conversations SET status = $3, last_activity_at = now() - make_interval(days => $4)
     WHERE account_id = $1 AND display_id = $2`,
    [admin.accountId, c.displayId, opts.resolved ? 1 : 0, opts.daysAgo],
  );
  await q(`UPDATE contacts SET created_at = now() - interval '400 days', last_activity_at = NULL WHERE id = $1`, [
    c.contactId,
  ]);
  return c;
};

/** An attachment on the conversation's first message, `daysAgo` old. */
const attach = async (admin: TMember, displayId: number, size: number, daysAgo: number) =>
  q(
    `INSERT INTO attachments (account_id, message_id, file_key, file_size, created_at)
     SELECT m.account_id, m.id, 'retention-test/' || m.id || '-' || $3::int, $3::int, now() - make_interval(days => $4::int)
     FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE c.account_id = $1 AND c.display_id = $2 ORDER BY m.id LIMIT 1`,
    [admin.accountId, displayId, size, daysAgo],
  );

/** One account's data: what the policy below deletes and what it keeps. */
const seed = async () => {
  const admin = await buildMember(t, { role: 'administrator' });
  const gone = await aged(admin, { resolved: true, daysAgo: 40 });
  await attach(admin, gone.displayId, 1000, 40);
  const open = await aged(admin, { resolved: false, daysAgo: 40 });
  const overridden = await aged(admin, { resolved: true, daysAgo: 40 });
  const recent = await aged(admin, { resolved: true, daysAgo: 10 });
  await attach(admin, recent.displayId, 500, 100);
  await attach(admin, open.displayId, 300, 5);
  await q(
    `INSERT INTO audit_logs (account_id, auditable_type, action, audited_changes, created_at)
     VALUES ($1, 'Account', 'update', '{}', now() - interval '400 days')`,
    [admin.accountId],
  );
  const policy: TRetentionPolicy = {
    conversations_days: 30,
    attachments_days: 60,
    delete_orphan_contacts: true,
    audit_logs_days: 365,
    inbox_overrides: [{ inbox_id: overridden.inboxId, conversations_days: null, attachments_days: null }],
  };
  return { admin, gone, open, overridden, recent, policy };
};

const counts = async (accountId: number) => {
  const one = async (sqlText: string) =>
    Number((await t.database.pool.query<{ n: string }>(sqlText, [accountId])).rows[0]?.n);
  return {
    conversations: await one('SELECT count(*) AS n FROM conversations WHERE account_id = $1'),
    attachments: await one('SELECT count(*) AS n FROM attachments WHERE account_id = $1'),
    contacts: await one('SELECT count(*) AS n FROM contacts WHERE account_id = $1'),
    audit: await one(
      `SELECT count(*) AS n FROM audit_logs WHERE account_id = $1 AND created_at < now() - interval '365 days'`,
    ),
  };
};

describe('retention policy', () => {
  it('previews exactly what the run then deletes, in small batches, and leaves another account alone', async () => {
    const a = await seed();
    const other = await seed();
    await call(other.admin, 'PUT', url(other.admin.accountId), other.policy);
    const preview = await call(a.admin, 'POST', url(a.admin.accountId, '/preview'), a.policy);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      conversations: 1,
      attachments: 2,
      attachment_bytes: 1500,
      contacts: 1,
      audit_logs: 1,
    });
    // The preview deleted nothing.
    const before = await counts(a.admin.accountId);
    expect(before).toMatchObject({ conversations: 4, attachments: 3, contacts: 4, audit: 1 });

    const removed: string[] = [];
    const remove = t.deps.uploads.remove.bind(t.deps.uploads);
    t.deps.uploads.remove = async (key) => {
      if (key) removed.push(key);
      return remove(key);
    };
    try {
      const run = await runPolicy(t.deps, a.admin.accountId, a.policy, new Date(), 1);
      expect(run).toMatchObject(preview.json());
    } finally {
      t.deps.uploads.remove = remove;
    }
    expect(removed.filter((k) => k.startsWith('retention-test/'))).toHaveLength(2);
    expect(await counts(a.admin.accountId)).toEqual({ conversations: 3, attachments: 1, contacts: 3, audit: 0 });
    const { rows } = await q('SELECT display_id FROM conversations WHERE account_id = $1 ORDER BY display_id', [
      a.admin.accountId,
    ]);
    expect(rows.map((r: { display_id: number }) => r.display_id)).toEqual(
      [a.open.displayId, a.overridden.displayId, a.recent.displayId].sort((x, y) => x - y),
    );
    // The other account, which has its own policy but was not run, is untouched.
    expect(await counts(other.admin.accountId)).toEqual({ conversations: 4, attachments: 3, contacts: 4, audit: 1 });

    // The page shows the last run; the run is in the audit log with figures only.
    const shown = (await call(a.admin, 'GET', url(a.admin.accountId))).json<{ last_run: { conversations: number } }>();
    expect(shown.last_run).toMatchObject({ conversations: 1, contacts: 1 });
    const audit = await q(`SELECT audited_changes FROM audit_logs WHERE account_id = $1 AND action = 'retention_run'`, [
      a.admin.accountId,
    ]);
    expect(audit.rows).toHaveLength(1);
    // A second run finds nothing left.
    expect(await runPolicy(t.deps, a.admin.accountId, a.policy)).toMatchObject({ conversations: 0, attachments: 0 });
  });

  it('the nightly run applies each saved policy', async () => {
    const a = await seed();
    expect((await call(a.admin, 'PUT', url(a.admin.accountId), a.policy)).statusCode).toBe(200);
    await runAllPolicies(t.deps);
    expect(await counts(a.admin.accountId)).toMatchObject({ conversations: 3, attachments: 1, contacts: 3 });
  });

  it('saves and shows the policy; the audit log age is the account setting', async () => {
    const admin = await buildMember(t, { role: 'administrator' });
    const policy = {
      conversations_days: 90,
      attachments_days: null,
      delete_orphan_contacts: false,
      audit_logs_days: 30,
      inbox_overrides: [],
    };
    const saved = await call(admin, 'PUT', url(admin.accountId), policy);
    expect(saved.statusCode).toBe(200);
    expect((await call(admin, 'GET', url(admin.accountId))).json()).toEqual({ policy, last_run: null });
    const account = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}`,
      headers: admin.headers,
    });
    expect(account.json<{ settings: { audit_logs_retention_days: number } }>().settings.audit_logs_retention_days).toBe(
      30,
    );
  });

  it('refuses an agent, no token, another account, another account’s inbox and bad ages', async () => {
    const admin = await buildMember(t, { role: 'administrator' });
    const agent = await buildMember(t, { accountId: admin.accountId });
    const other = await buildMember(t, { role: 'administrator' });
    const foreign = await buildConversation(t, other);
    const policy = {
      conversations_days: 30,
      attachments_days: null,
      delete_orphan_contacts: false,
      audit_logs_days: 365,
      inbox_overrides: [],
    };
    expect((await call(agent, 'GET', url(admin.accountId))).statusCode).toBe(401);
    expect((await call(agent, 'PUT', url(admin.accountId), policy)).statusCode).toBe(401);
    expect((await call(agent, 'POST', url(admin.accountId, '/preview'), policy)).statusCode).toBe(401);
    expect((await call(null, 'GET', url(admin.accountId))).statusCode).toBe(401);
    expect((await call(other, 'GET', url(admin.accountId))).statusCode).toBe(404);
    const withForeign = {
      ...policy,
      inbox_overrides: [{ inbox_id: foreign.inboxId, conversations_days: 5, attachments_days: null }],
    };
    const refused = await call(admin, 'PUT', url(admin.accountId), withForeign);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ attributes: ['inbox_overrides'] });
    expect((await call(admin, 'POST', url(admin.accountId, '/preview'), withForeign)).statusCode).toBe(422);
    expect((await call(admin, 'PUT', url(admin.accountId), { ...policy, conversations_days: 0 })).statusCode).toBe(422);
    expect((await call(admin, 'PUT', url(admin.accountId), { ...policy, audit_logs_days: 3 })).statusCode).toBe(422);
  });
});
