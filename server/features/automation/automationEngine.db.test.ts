import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { automationConsumer } from '../../consumers/automation.consumer.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildLabels, buildMember, type TMember } from '../../test/factories.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });
const h = helpers(t);
const drain = () => drainConsumers(t.deps, [automationConsumer]);

const received: { body: Record<string, unknown> }[] = [];
const receiver = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    received.push({ body: JSON.parse(raw) as Record<string, unknown> });
    res.writeHead(200).end('ok');
  });
});
let receiverUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const createRule = async (admin: TMember, rule: Record<string, unknown>) => {
  const res = await h.call<{ payload: { id: number } }>(admin, 'POST', '/automation_rules', rule);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload.id;
};

const conversationOf = async (admin: TMember, displayId: number) =>
  (
    await h.call<Record<string, unknown> & { meta: { assignee: { id: number } | null } }>(
      admin,
      'GET',
      `/conversations/${displayId}`,
    )
  ).body;

const runsOf = async (ruleId: number) =>
  Number(
    (
      await t.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM automation_rule_runs WHERE rule_id = $1', [
        ruleId,
      ])
    ).rows[0]?.n,
  );

const messagesOf = async (accountId: number, displayId: number) =>
  (
    await t.database.pool.query<{
      content: string | null;
      private: boolean;
      message_type: number;
      content_attributes: Record<string, unknown>;
    }>(
      `SELECT m.content, m.private, m.message_type, m.content_attributes FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.account_id = $1 AND c.display_id = $2 ORDER BY m.id`,
      [accountId, displayId],
    )
  ).rows;

describe('automation rules engine', () => {
  it('labels and assigns a new conversation of an inbox, with activity lines naming the rule', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await buildLabels(t, admin.accountId, ['vip']);
    const first = await buildConversation(t, admin, { members: [agent] });
    const ruleId = await createRule(admin, {
      name: 'Triage web',
      event_name: 'conversation_created',
      conditions: [{ attribute_key: 'inbox_id', filter_operator: 'equal_to', values: [first.inboxId] }],
      actions: [
        { action_name: 'add_label', action_params: ['vip'] },
        { action_name: 'assign_agent', action_params: [agent.user.id] },
        { action_name: 'change_priority', action_params: ['high'] },
      ],
    });
    // Another inbox's conversation does not match.
    const other = await buildConversation(t, admin, { members: [agent] });
    await drain();
    const c = await conversationOf(admin, first.displayId);
    expect(c.labels).toEqual(['vip']);
    expect(c.meta.assignee?.id).toBe(agent.user.id);
    expect(c.priority).toBe('high');
    expect(await h.activities(admin.accountId, first.displayId)).toEqual([
      'Automation rule "Triage web" added vip',
      `Assigned to ${agent.user.name} by Automation rule "Triage web"`,
      'Automation rule "Triage web" set the priority to high',
    ]);
    expect((await conversationOf(admin, other.displayId)).labels).toEqual([]);
    expect(await runsOf(ruleId)).toBe(1);
  });

  it('acts on a message whose content matches; an inactive rule does nothing', async () => {
    const admin = await buildAdmin(t);
    const { displayId } = await buildConversation(t, admin);
    await createRule(admin, {
      name: 'Refunds',
      event_name: 'message_created',
      conditions: [
        { attribute_key: 'message_type', filter_operator: 'equal_to', values: ['outgoing'], query_operator: 'and' },
        { attribute_key: 'content', filter_operator: 'contains', values: ['refund'] },
      ],
      actions: [
        { action_name: 'add_private_note', action_params: ['Check the refund policy'] },
        { action_name: 'send_message', action_params: ['We are on it'] },
      ],
    });
    await createRule(admin, {
      name: 'Off',
      active: false,
      event_name: 'message_created',
      conditions: [{ attribute_key: 'content', filter_operator: 'contains', values: ['refund'] }],
      actions: [{ action_name: 'resolve_conversation', action_params: [] }],
    });
    await h.call(admin, 'POST', `/conversations/${displayId}/messages`, { content: 'About your REFUND' });
    await drain();
    const rows = await messagesOf(admin.accountId, displayId);
    const note = rows.find((r) => r.content === 'Check the refund policy');
    expect(note?.private).toBe(true);
    expect(note?.content_attributes.automation_rule_id).toBeTypeOf('number');
    expect(rows.find((r) => r.content === 'We are on it')?.message_type).toBe(1);
    expect((await conversationOf(admin, displayId)).status).toBe('open');
  });

  it('never loops: a rule changing what triggers it runs once per outside event, and once per event when replayed', async () => {
    const admin = await buildAdmin(t);
    await buildLabels(t, admin.accountId, ['touched', 'other']);
    const { displayId } = await buildConversation(t, admin);
    const ruleId = await createRule(admin, {
      name: 'Touch',
      event_name: 'conversation_updated',
      conditions: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'] }],
      actions: [
        { action_name: 'change_priority', action_params: ['urgent'] },
        { action_name: 'change_priority', action_params: ['low'] },
      ],
    });
    await h.call(admin, 'POST', `/conversations/${displayId}/labels`, { labels: ['other'] });
    await drain();
    await drain();
    expect(await runsOf(ruleId)).toBe(1);
    // The rule's own conversation.updated events carry performed_by and trigger nothing.
    const updates = await h.events(admin.accountId, 'conversation.updated');
    expect(
      updates.filter((e) => (e.data.performed_by as { type?: string } | undefined)?.type === 'automation_rule').length,
    ).toBe(2);
    // A replayed log applies nothing twice.
    await t.database.pool.query('UPDATE event_dispatch SET seq = 0 WHERE account_id = $1', [admin.accountId]);
    await drain();
    expect(await runsOf(ruleId)).toBe(1);
    expect((await conversationOf(admin, displayId)).priority).toBe('low');
  });

  it('stops message rules when the conversation has 200 messages in a minute', async () => {
    const admin = await buildAdmin(t);
    const { displayId } = await buildConversation(t, admin);
    const ruleId = await createRule(admin, {
      name: 'Echo',
      event_name: 'message_created',
      conditions: [{ attribute_key: 'content', filter_operator: 'contains', values: ['ping'] }],
      actions: [{ action_name: 'send_message', action_params: ['pong'] }],
    });
    await t.database.pool.query(
      `INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content)
       SELECT c.account_id, c.inbox_id, c.id, 0, 'x' FROM conversations c, generate_series(1, 200)
       WHERE c.account_id = $1 AND c.display_id = $2`,
      [admin.accountId, displayId],
    );
    await h.call(admin, 'POST', `/conversations/${displayId}/messages`, { content: 'ping' });
    await drain();
    expect(await runsOf(ruleId)).toBe(0);
    expect((await messagesOf(admin.accountId, displayId)).some((m) => m.content === 'pong')).toBe(false);
  });

  it('resolves, reopens, snoozes and mutes on status events', async () => {
    const admin = await buildAdmin(t);
    const { displayId } = await buildConversation(t, admin);
    await createRule(admin, {
      name: 'Snooze resolved',
      event_name: 'conversation_resolved',
      conditions: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['resolved'] }],
      actions: [{ action_name: 'snooze_conversation', action_params: [] }],
    });
    await createRule(admin, {
      name: 'Mute reopened',
      event_name: 'conversation_opened',
      conditions: [{ attribute_key: 'priority', filter_operator: 'is_not_present', values: [] }],
      actions: [{ action_name: 'mute_conversation', action_params: [] }],
    });
    await h.call(admin, 'POST', `/conversations/${displayId}/toggle_status`, { status: 'resolved' });
    await drain();
    expect((await conversationOf(admin, displayId)).status).toBe('snoozed');
    await h.call(admin, 'POST', `/conversations/${displayId}/toggle_status`, { status: 'open' });
    await drain();
    const c = await conversationOf(admin, displayId);
    expect(c.muted).toBe(true);
    expect(c.status).toBe('resolved');
    expect(await h.activities(admin.accountId, displayId)).toContain(
      'Automation rule "Mute reopened" has muted the conversation',
    );
  });

  it('mails the team, mails a transcript and posts the webhook event', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const team = await h.call<{ id: number }>(admin, 'POST', '/teams', { name: `Support ${Date.now()}` });
    await h.call(admin, 'POST', `/teams/${team.body.id}/team_members`, { user_ids: [agent.user.id] });
    const { displayId } = await buildConversation(t, admin, { message: 'Hello there' });
    await createRule(admin, {
      name: 'Escalate',
      event_name: 'conversation_updated',
      conditions: [{ attribute_key: 'labels', filter_operator: 'is_present', values: [] }],
      actions: [
        { action_name: 'assign_team', action_params: [team.body.id] },
        { action_name: 'send_email_to_team', action_params: [{ team_ids: [team.body.id], message: 'Look at this' }] },
        { action_name: 'send_email_transcript', action_params: ['boss@example.test'] },
        { action_name: 'send_webhook_event', action_params: [receiverUrl] },
      ],
    });
    await buildLabels(t, admin.accountId, ['escalate']);
    const before = t.mails.length;
    await h.call(admin, 'POST', `/conversations/${displayId}/labels`, { labels: ['escalate'] });
    await drain();
    const mails = t.mails.slice(before);
    expect(mails.find((m) => m.to === agent.user.email)?.text).toContain('Look at this');
    expect(mails.find((m) => m.to === 'boss@example.test')?.text).toContain('Hello there');
    expect((await conversationOf(admin, displayId)).meta).toMatchObject({ team: { id: team.body.id } });
    await drainJobs(t.deps, { names: ['automation.webhook'] });
    expect(received.at(-1)?.body).toMatchObject({ event: 'automation_event.conversation_updated', id: displayId });
  });

  it('sends an uploaded file, and skips assigning an agent who is not in the inbox', async () => {
    const admin = await buildAdmin(t);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const { displayId, inboxId } = await buildConversation(t, admin);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const key = await t.deps.uploads.saveImage(`accounts/${admin.accountId}/uploads`, png, 'attachment');
    await createRule(admin, {
      name: 'Brochure',
      event_name: 'conversation_updated',
      conditions: [{ attribute_key: 'inbox_id', filter_operator: 'equal_to', values: [inboxId] }],
      actions: [
        { action_name: 'assign_agent', action_params: [outsider.user.id] },
        { action_name: 'send_attachment', action_params: [key] },
      ],
    });
    await h.call(admin, 'POST', `/conversations/${displayId}/toggle_priority`, { priority: 'low' });
    await drain();
    expect((await conversationOf(admin, displayId)).meta.assignee).toBeNull();
    const { rows } = await t.database.pool.query<{ file_key: string; file_type: number }>(
      `SELECT a.file_key, a.file_type FROM attachments a JOIN messages m ON m.id = a.message_id
       JOIN conversations c ON c.id = m.conversation_id WHERE c.account_id = $1 AND c.display_id = $2`,
      [admin.accountId, displayId],
    );
    expect(rows).toEqual([{ file_key: key, file_type: 0 }]);
  });
});
