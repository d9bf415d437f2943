import { describe, expect, it } from 'vitest';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { ingestIncoming } from '../providers/inbound.service.ts';
import { buildWebsiteInbox, widgetVisitor } from '../widget/widgetTestKit.ts';

/**
 * Every origin of a message goes through recordMessage: these pin the rules each former path used to
 * get differently (muted conversations stay resolved, the snooze wake-up is cancelled and the reopen is
 * written down, participants hear the event), and the grouped writing of agents' replies.
 */
const t = setupTestApp();
const h = helpers(t);

const row = async (accountId: number, displayId: number) => {
  const { rows } = await t.database.pool.query<{
    id: number;
    status: number;
    inbox_id: number;
    contact_inbox_id: number;
    waiting_since: Date | null;
    snoozed_until: Date | null;
  }>('SELECT * FROM conversations WHERE account_id = $1 AND display_id = $2', [accountId, displayId]);
  if (!rows[0]) throw new Error('no conversation');
  return rows[0];
};

/** A provider message from the conversation's contact (its contact inbox's source id). */
const providerMessage = async (accountId: number, displayId: number, content: string) => {
  const c = await row(accountId, displayId);
  const { rows: inboxes } = await t.database.pool.query('SELECT * FROM inboxes WHERE id = $1', [c.inbox_id]);
  const { rows: cis } = await t.database.pool.query<{ source_id: string }>(
    'SELECT source_id FROM contact_inboxes WHERE id = $1',
    [c.contact_inbox_id],
  );
  const inbox = inboxes[0] as Parameters<typeof ingestIncoming>[1]['inbox'];
  return ingestIncoming(t.deps, {
    inbox: { ...inbox, lockToSingleConversation: true },
    senderId: cis[0]!.source_id,
    contact: { name: 'Customer' },
    message: { sourceId: `src-${content}-${Date.now()}`, content },
  });
};

const setup = async (opts: { members?: TMember[] } = {}) => {
  const admin = await buildAdmin(t);
  const convo = await buildConversation(t, admin, { message: 'Hello', members: opts.members });
  return { admin, ...convo };
};

const lastCreated = async (accountId: number) => (await h.events(accountId, 'message.created')).at(-1);

describe('one write path: the provider origin', () => {
  it('leaves a muted, resolved conversation resolved', async () => {
    const { admin, displayId } = await setup();
    await h.call(admin, 'POST', `/conversations/${displayId}/mute`);
    expect((await row(admin.accountId, displayId)).status).toBe(STATUS_VALUE.resolved);
    const res = await providerMessage(admin.accountId, displayId, 'still there?');
    expect(res.stored).toBe(true);
    expect((await row(admin.accountId, displayId)).status).toBe(STATUS_VALUE.resolved);
    expect(await h.events(admin.accountId, 'conversation.status_changed')).toHaveLength(1); // the mute's resolve only
  });

  it('reopens a snoozed conversation, writes the activity line and cancels the wake-up', async () => {
    const { admin, displayId } = await setup();
    const until = Math.floor(Date.now() / 1000) + 3600;
    const snooze = await h.call(admin, 'POST', `/conversations/${displayId}/toggle_status`, {
      status: 'snoozed',
      snoozed_until: until,
    });
    expect(snooze.status).toBe(200);
    await providerMessage(admin.accountId, displayId, 'are you there');
    const c = await row(admin.accountId, displayId);
    expect(c.status).toBe(STATUS_VALUE.open);
    expect(c.snoozed_until).toBeNull();
    expect(c.waiting_since).not.toBeNull();
    expect((await h.activities(admin.accountId, displayId)).at(-1)).toBe(
      'System reopened the conversation due to a new incoming message.',
    );
    // The wake-up was cancelled with the reopen.
    const queued = await t.database.pool.query(
      "SELECT 1 FROM pgboss.job WHERE singleton_key = $1 AND state < 'active'",
      [`snooze:${c.id}`],
    );
    expect(queued.rows).toHaveLength(0);
    const changed = await h.events(admin.accountId, 'conversation.status_changed');
    expect(changed.at(-1)?.data.status).toBe('open');
    // What changed, as Chatwoot's webhooks carry it.
    expect(changed.at(-1)?.data.changed_attributes).toEqual([
      { status: { previous_value: 'snoozed', current_value: 'open' } },
      { snoozed_until: { previous_value: until, current_value: null } },
    ]);
  });

  it("announces to the conversation's participants", async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { message: 'Hello', members: [agent] });
    const p = await h.call(admin, 'PATCH', `/conversations/${displayId}/participants`, { user_ids: [agent.user.id] });
    expect(p.status).toBe(200);
    await providerMessage(admin.accountId, displayId, 'ping');
    const event = await lastCreated(admin.accountId);
    expect(event?.data.content).toBe('ping');
    expect(event?.audience).toMatchObject({ kind: 'conversation', participantIds: [agent.user.id] });
  });
});

describe('one write path: the visitor origin (widget)', () => {
  it('leaves a muted conversation resolved, as the provider path does (it used to reopen it)', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const v = await widgetVisitor(t, inbox.website_token);
    expect((await v.call('POST', '/messages', { message: { content: 'Hello?' } })).statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ display_id: number }>(
      'SELECT display_id FROM conversations WHERE inbox_id = $1',
      [inbox.id],
    );
    const displayId = rows[0]!.display_id;
    expect((await h.call(admin, 'POST', `/conversations/${displayId}/mute`)).status).toBe(200);
    expect((await v.call('POST', '/messages', { message: { content: 'hello again' } })).statusCode).toBe(200);
    expect((await row(admin.accountId, displayId)).status).toBe(STATUS_VALUE.resolved);
    expect((await lastCreated(admin.accountId))?.data.content).toBe('hello again');
  });
});

describe('one write path: the merge origin', () => {
  it("writes the merge line through recordMessage, heard by the conversation's participants", async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId, contactId } = await buildConversation(t, admin, { message: 'Hello', members: [agent] });
    await h.call(admin, 'PATCH', `/conversations/${displayId}/participants`, { user_ids: [agent.user.id] });
    const base = await h.call<{ payload: { contact: { id: number } } }>(admin, 'POST', '/contacts', { name: 'Base' });
    const merged = await h.call(admin, 'POST', '/actions/contact_merge', {
      base_contact_id: base.body.payload.contact.id,
      mergee_contact_id: contactId,
    });
    expect(merged.status).toBe(200);
    const event = await lastCreated(admin.accountId);
    expect(event?.data.content).toBe('Customer was merged into Base');
    expect(event?.data.message_type).toBe(2);
    expect(event?.audience).toMatchObject({ participantIds: [agent.user.id], private: true });
  });
});

describe('one write path: agents’ replies at once', () => {
  it('records concurrent replies, each with exactly one event', async () => {
    const { admin, displayId } = await setup();
    const sent = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        h.call<{ id: number; content: string }>(admin, 'POST', `/conversations/${displayId}/messages`, {
          content: `reply ${i}`,
        }),
      ),
    );
    expect(sent.every((r) => r.status === 200)).toBe(true);
    const events = (await h.events(admin.accountId, 'message.created')).filter((e) =>
      String(e.data.content).startsWith('reply '),
    );
    expect(events).toHaveLength(24);
    const ids = events.map((e) => Number(e.data.id));
    expect(new Set(ids).size).toBe(24);
    expect(new Set(sent.map((r) => r.body.id))).toEqual(new Set(ids));
    expect((await row(admin.accountId, displayId)).waiting_since).toBeNull();
  });
});
