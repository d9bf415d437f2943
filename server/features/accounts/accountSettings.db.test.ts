import { describe, expect, it } from 'vitest';
import { accountCaller } from '../../test/accountCall.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildLabels, buildMember, forgedHeaders, REFUSED, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { autoResolveSweepJob } from '../conversations/conversations.jobs.ts';

const t = setupTestApp();
const call = accountCaller(t);

describe('account settings (PATCH /api/v1/accounts/{id})', () => {
  it('stores auto-resolve and continuity settings and shows them back', async () => {
    const admin = await buildAdmin(t);
    const res = await call(admin, 'PATCH', '', {
      name: 'Renamed',
      auto_resolve_after: 90,
      auto_resolve_message: 'Closing this for now.',
      auto_resolve_ignore_waiting: true,
      continuity_via_email: false,
    });
    expect(res.status).toBe(200);
    const shown = (await call<{ name: string; settings: unknown }>(admin, 'GET', '')).body;
    expect(shown).toMatchObject({
      name: 'Renamed',
      settings: {
        auto_resolve_after: 90,
        auto_resolve_message: 'Closing this for now.',
        auto_resolve_ignore_waiting: true,
        continuity_via_email: false,
      },
    });
    // A later PATCH of one key leaves the others; null turns auto-resolve off.
    await call(admin, 'PATCH', '', { auto_resolve_after: null });
    expect((await call<{ settings: unknown }>(admin, 'GET', '')).body.settings).toEqual({
      auto_resolve_after: null,
      auto_resolve_message: 'Closing this for now.',
      auto_resolve_ignore_waiting: true,
      continuity_via_email: false,
      keep_scheduled_messages_on_resolve: false,
      audit_logs_retention_days: 365,
      mfa_required: false,
      mfa_grace_period_days: 7,
      mfa_required_since: null,
    });
  });

  it('422 naming the field for a duration out of range, and keeps what was stored', async () => {
    const admin = await buildAdmin(t);
    await call(admin, 'PATCH', '', { auto_resolve_after: 60 });
    for (const bad of [5, 999 * 1440 + 1, 1.5, 'soon']) {
      const res = await call<{ attributes: string[] }>(admin, 'PATCH', '', { auto_resolve_after: bad });
      expect(res.status).toBe(422);
      expect(res.body.attributes).toEqual(['auto_resolve_after']);
    }
    const tooLong = await call<{ attributes: string[] }>(admin, 'PATCH', '', {
      auto_resolve_message: 'x'.repeat(2001),
    });
    expect(tooLong.body.attributes).toEqual(['auto_resolve_message']);
    expect((await call<{ settings: { auto_resolve_after: number } }>(admin, 'GET', '')).body.settings).toMatchObject({
      auto_resolve_after: 60,
    });
  });

  it('refuses agents (401 forbidden, as Chatwoot), other accounts (404) and no session (401)', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t);
    expect((await call(agent, 'PATCH', '', { auto_resolve_after: 60 })).body).toMatchObject(REFUSED);
    expect((await call({ ...stranger, accountId: admin.accountId }, 'PATCH', '', { name: 'x' })).status).toBe(404);
    const anon = await t.app.inject({ method: 'PATCH', url: `/api/v1/accounts/${admin.accountId}`, payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});

describe('auto-resolve with the account settings', () => {
  const idle = async (admin: TMember, displayId: number, minutes: number, waiting: boolean) =>
    t.database.pool.query(
      `UPDATE conversations SET last_activity_at = now() - make_interval(mins => $3::int),
         waiting_since = CASE WHEN $4::boolean THEN now() - make_interval(mins => $3::int) ELSE NULL END
       WHERE account_id = $1 AND display_id = $2`,
      [admin.accountId, displayId, minutes, waiting],
    );
  const messages = async (admin: TMember, displayId: number) =>
    (
      await t.database.pool.query<{ content: string; message_type: number }>(
        `SELECT m.content, m.message_type FROM messages m JOIN conversations c ON c.id = m.conversation_id
         WHERE c.account_id = $1 AND c.display_id = $2 ORDER BY m.id`,
        [admin.accountId, displayId],
      )
    ).rows;
  const sweep = async () => {
    await enqueueJob(t.deps.db, autoResolveSweepJob, {});
    await drainJobs(t.deps, { names: [autoResolveSweepJob.name], now: new Date(Date.now() + 60_000), limit: 1 });
  };
  const statusOf = async (admin: TMember, displayId: number) =>
    (await call<{ status: string }>(admin, 'GET', `/conversations/${displayId}`)).body.status;

  it('resolves after the minutes given, posts the message, and skips waiting ones when asked', async () => {
    const admin = await buildAdmin(t);
    await call(admin, 'PATCH', '', {
      auto_resolve_after: 30,
      auto_resolve_message: 'We close quiet conversations.',
      auto_resolve_ignore_waiting: true,
    });
    const quiet = await buildConversation(t, admin);
    const waiting = await buildConversation(t, admin);
    const recent = await buildConversation(t, admin);
    await idle(admin, quiet.displayId, 45, false);
    await idle(admin, waiting.displayId, 45, true);
    await idle(admin, recent.displayId, 10, false);
    await sweep();
    expect(await statusOf(admin, quiet.displayId)).toBe('resolved');
    expect(await statusOf(admin, waiting.displayId)).toBe('open');
    expect(await statusOf(admin, recent.displayId)).toBe('open');
    expect(await messages(admin, quiet.displayId)).toEqual([
      { content: 'We close quiet conversations.', message_type: 3 },
      { content: 'Conversation was marked resolved by system due to 30 minutes of inactivity', message_type: 2 },
    ]);
    // Without the option, a waiting conversation resolves too.
    await call(admin, 'PATCH', '', { auto_resolve_ignore_waiting: false, auto_resolve_message: '' });
    await sweep();
    expect(await statusOf(admin, waiting.displayId)).toBe('resolved');
    expect((await messages(admin, waiting.displayId)).map((m) => m.message_type)).toEqual([2]);
  });

  it('does nothing once auto-resolve is turned off', async () => {
    const admin = await buildAdmin(t);
    await call(admin, 'PATCH', '', { auto_resolve_after: 30 });
    await call(admin, 'PATCH', '', { auto_resolve_after: null });
    const c = await buildConversation(t, admin);
    await idle(admin, c.displayId, 600, false);
    await sweep();
    expect(await statusOf(admin, c.displayId)).toBe('open');
  });
});

/** Every table with an account_id column and its row count for the account. */
const rowsByTable = async (accountId: number) => {
  const { rows: tables } = await t.database.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name = 'account_id' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE account_id = $1`,
      [accountId],
    );
    counts[table_name] = rows[0]?.n ?? 0;
  }
  const { rows } = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts WHERE id = $1', [
    accountId,
  ]);
  counts.accounts = rows[0]?.n ?? 0;
  return counts;
};

/** An account with rows in many tables, through the public API. */
const populate = async (admin: TMember) => {
  await buildMember(t, { accountId: admin.accountId });
  await buildLabels(t, admin.accountId, ['billing']);
  const c = await buildConversation(t, admin, { message: 'Hello' });
  await call(admin, 'POST', `/conversations/${c.displayId}/labels`, { labels: ['billing'] });
  await call(admin, 'POST', `/conversations/${c.displayId}/messages`, { content: 'note @x', private: true });
  await call(admin, 'POST', '/teams', { name: 'Support' });
  await call(admin, 'POST', '/canned_responses', { short_code: 'hi', content: 'Hello!' });
  await call(admin, 'POST', `/contacts/${c.contactId}/notes`, { content: 'VIP' });
  await call(admin, 'POST', '/custom_attribute_definitions', {
    attribute_display_name: 'Plan',
    attribute_key: 'plan',
    attribute_display_type: 0,
    attribute_model: 0,
  });
};

describe('delete the account (DELETE /api/v1/accounts/{id})', () => {
  it('suspends at once, then the job removes every row of the account and nothing of another', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    await populate(admin);
    await populate(other);
    const before = await rowsByTable(admin.accountId);
    expect(before.messages).toBeGreaterThan(0);
    expect(before.contacts).toBeGreaterThan(0);
    const otherBefore = await rowsByTable(other.accountId);

    const name = (await call<{ name: string }>(admin, 'GET', '')).body.name;
    const res = await call(admin, 'DELETE', '', { name: ` ${name.toUpperCase()} ` });
    expect(res.status).toBe(200);
    // Suspended meanwhile: every account route answers account_suspended.
    const now = await call<{ code: string }>(admin, 'GET', '');
    expect(now.status).toBe(403);
    expect(now.body.code).toBe('account_suspended');

    expect(await drainJobs(t.deps, { names: ['accounts.delete'] })).toBe(1);
    const after = await rowsByTable(admin.accountId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsByTable(other.accountId)).toEqual(otherBefore);
    // The user stays, with no account left.
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: admin.headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ accounts: unknown[] }>().accounts).toEqual([]);
  });

  it('422 naming the field when the typed name does not match, and deletes nothing', async () => {
    const admin = await buildAdmin(t);
    for (const body of [{ name: 'not the name' }, {}, { name: '' }]) {
      const res = await call<{ attributes: string[] }>(admin, 'DELETE', '', body);
      expect(res.status).toBe(422);
      expect(res.body.attributes).toEqual(['name']);
    }
    expect((await call(admin, 'GET', '')).status).toBe(200);
  });

  it('refuses agents (401 forbidden, as Chatwoot), other accounts (404) and no or a forged session (401)', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t);
    const name = (await call<{ name: string }>(admin, 'GET', '')).body.name;
    expect((await call(agent, 'DELETE', '', { name })).body).toMatchObject(REFUSED);
    expect((await call({ ...stranger, accountId: admin.accountId }, 'DELETE', '', { name })).status).toBe(404);
    const url = `/api/v1/accounts/${admin.accountId}`;
    expect((await t.app.inject({ method: 'DELETE', url, payload: { name } })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'DELETE',
      url,
      payload: { name },
      headers: forgedHeaders(admin.headers),
    });
    expect(forged.statusCode).toBe(401);
    expect((await call(admin, 'GET', '')).status).toBe(200);
  });
});

describe('first-run checklist (GET /api/v1/accounts/{id}/onboarding)', () => {
  it('ticks each step from the account’s rows', async () => {
    const admin = await buildAdmin(t);
    expect((await call(admin, 'GET', '/onboarding')).body).toEqual({ inbox: false, agents: false, widget: false });
    await call(admin, 'POST', '/inboxes', {
      name: 'Web',
      channel: { type: 'web_widget', website_url: 'https://x.test' },
    });
    expect((await call(admin, 'GET', '/onboarding')).body).toEqual({ inbox: true, agents: false, widget: false });
    await buildMember(t, { accountId: admin.accountId });
    await buildConversation(t, admin);
    expect((await call(admin, 'GET', '/onboarding')).body).toEqual({ inbox: true, agents: true, widget: true });
  });

  it('refuses agents (401 forbidden, as Chatwoot), other accounts (404) and no session (401)', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t);
    expect((await call(agent, 'GET', '/onboarding')).body).toMatchObject(REFUSED);
    expect((await call({ ...stranger, accountId: admin.accountId }, 'GET', '/onboarding')).status).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}/onboarding` });
    expect(anon.statusCode).toBe(401);
  });
});
