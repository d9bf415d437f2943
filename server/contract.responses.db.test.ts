import { describe, expect, it } from 'vitest';
import { CONSUMERS } from './consumers/index.ts';
import { drainConsumers } from './events/dispatcher.ts';
import type { z } from 'zod';
import { ZAgentList } from '../common/contracts/responses/agents.ts';
import { ZContactCreated, ZContactList, ZContactShow } from '../common/contracts/responses/contacts.ts';
import {
  ZConversation,
  ZConversationFilterResult,
  ZConversationList,
  ZConversationMeta,
  type TConversation,
} from '../common/contracts/responses/conversations.ts';
import {
  ZArticleList,
  ZArticleResponse,
  ZCategoryList,
  ZCategoryResponse,
  ZPortal,
  ZPortalList,
  type TArticleResponse,
  type TCategoryResponse,
} from '../common/contracts/responses/helpCenter.ts';
import { ZInbox, ZInboxList } from '../common/contracts/responses/inboxes.ts';
import { ZLabel, ZLabelList } from '../common/contracts/responses/labels.ts';
import { ZMessageCreated, ZMessageList } from '../common/contracts/responses/messages.ts';
import { ZNotificationList } from '../common/contracts/responses/notifications.ts';
import { ZTeam, ZTeamList } from '../common/contracts/responses/teams.ts';
import { ZPublicConversation, ZPublicMessage } from '../common/contracts/responses/widget.ts';
import { setupTestApp } from './test/harness.ts';
import { buildAdmin, buildMember, type TMember } from './test/factories.ts';
import { strictProblems } from './lib/strictSchema.ts';
import { buildApiInbox, buildWebsiteInbox, widgetVisitor } from './features/widget/widgetTestKit.ts';

const t = setupTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with text fields and one file. */
const form = (
  fields: Record<string, string>,
  file: { name: string; filename: string; type: string; bytes: Buffer },
) => {
  const boundary = `----contract${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const call = async (
  who: TMember,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${who.accountId}${path}`,
    headers: { ...who.headers, ...headers },
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<unknown>() };
};

/** The route answers 200 and its body fits the declared contract exactly (no key more, none less). */
const expectContract = async (
  schema: z.ZodType,
  who: TMember,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => {
  const res = await call(who, method, path, payload, headers);
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  expect(strictProblems(schema, res.body)).toEqual([]);
  return res.body as never;
};

/**
 * An account with everything the payloads can carry: an agent in a team and an inbox, labels, a
 * contact with custom attributes, a conversation assigned to the agent with the team and labels,
 * messages from both sides (one with an image), a notification, and inboxes of three channel kinds.
 */
const buildScene = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const ok = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, payload?: unknown) => {
    const res = await call(admin, method, path, payload);
    if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  };
  const inbox = await buildWebsiteInbox(t, admin);
  await buildApiInbox(t, admin, 'https://hooks.example.test/cw');
  await ok('POST', '/inboxes', { name: 'Mail', channel: { type: 'email', email: `help-${Date.now()}@acme.test` } });
  await ok('POST', '/inbox_members', { inbox_id: inbox.id, user_ids: [agent.user.id] });
  const team = await ok<{ id: number }>('POST', '/teams', { name: `Billing ${Date.now()}`, description: 'Money' });
  await ok('POST', `/teams/${team.id}/team_members`, { user_ids: [agent.user.id] });
  await ok('POST', '/labels', { title: 'billing', description: 'Invoices', color: '#ff0000' });
  await ok('POST', '/labels', { title: 'vip' });
  const { payload } = await ok<{ payload: { contact: { id: number } } }>('POST', '/contacts', {
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    phone_number: '+15550001234',
    identifier: 'ada-1',
    custom_attributes: { plan: 'pro', seats: 3, signed_up_at: '2024-01-02' },
    additional_attributes: { company_name: 'Acme', city: 'London' },
    inbox_id: inbox.id,
  });
  const conversation = await ok<TConversation>('POST', '/conversations', {
    inbox_id: inbox.id,
    contact_id: payload.contact.id,
    team_id: team.id,
    custom_attributes: { order: 'A-17' },
    additional_attributes: { referer: 'https://shop.test/cart' },
    message: { content: 'Hello, how can we help?' },
  });
  const id = conversation.id;
  await ok('POST', `/conversations/${id}/assignments?assignee_id=${agent.user.id}`);
  await drainConsumers(t.deps, CONSUMERS); // the assignment notification
  await ok('POST', `/conversations/${id}/labels`, { labels: ['billing', 'vip'] });
  await ok('POST', `/conversations/${id}/messages`, { content: 'My invoice is wrong', message_type: 'incoming' });
  await ok('POST', `/conversations/${id}/messages`, { content: 'Looking into it', private: true });
  const image = form(
    { content: 'Here is the corrected invoice' },
    {
      name: 'attachments[]',
      filename: 'invoice.png',
      type: 'image/png',
      bytes: PNG,
    },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${admin.accountId}/conversations/${id}/messages`,
    headers: { ...admin.headers, ...image.headers },
    payload: image.payload,
  });
  if (res.statusCode !== 200) throw new Error(`attachment → ${res.statusCode} ${res.body}`);
  return { admin, agent, inbox, team, contactId: payload.contact.id, conversationId: id };
};

describe('declared response contracts, checked strictly against real data', () => {
  it('the strict check fails on a key more or a key less (so these tests can fail)', async () => {
    const { admin, conversationId } = await buildScene();
    const { body } = await call(admin, 'GET', `/conversations/${conversationId}`);
    const conversation = body as Record<string, unknown> & { meta: Record<string, unknown> };
    expect(strictProblems(ZConversation, conversation)).toEqual([]);
    expect(strictProblems(ZConversation, { ...conversation, surprise: 1 })).not.toEqual([]);
    expect(strictProblems(ZConversation, { ...conversation, meta: { ...conversation.meta, extra: true } })).not.toEqual(
      [],
    );
    const { unread_count: _dropped, ...missing } = conversation;
    expect(strictProblems(ZConversation, missing)).not.toEqual([]);
  });

  it('conversations: list, meta, show and create', async () => {
    const { admin, inbox, contactId, conversationId } = await buildScene();
    const list = await expectContract(ZConversationList, admin, 'GET', '/conversations?assignee_type=all');
    const shown: TConversation = await expectContract(ZConversation, admin, 'GET', `/conversations/${conversationId}`);
    expect(list).toMatchObject({ data: { payload: [{ id: conversationId }] } });
    // The data is as full as intended: every nullable part of the payload is filled here.
    expect(shown.meta.assignee).not.toBeNull();
    expect(shown.meta.team).not.toBeNull();
    expect(shown.meta.sender?.custom_attributes).toMatchObject({ plan: 'pro' });
    expect(shown.labels).toEqual(['billing', 'vip']);
    expect(shown.last_non_activity_message?.attachments).toHaveLength(1);
    expect(shown.contact_inbox).not.toBeNull();
    await expectContract(ZConversationMeta, admin, 'GET', '/conversations/meta?assignee_type=all');
    const filtered = await expectContract(ZConversationFilterResult, admin, 'POST', '/conversations/filter', {
      payload: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'] }],
    });
    expect(filtered).toMatchObject({ payload: [{ id: conversationId }] });
    await expectContract(ZConversation, admin, 'POST', '/conversations', { inbox_id: inbox.id, contact_id: contactId });
  });

  it('messages: list (both senders, files) and create (with echo_id)', async () => {
    const { admin, conversationId } = await buildScene();
    const page: z.infer<typeof ZMessageList> = await expectContract(
      ZMessageList,
      admin,
      'GET',
      `/conversations/${conversationId}/messages`,
    );
    expect(page.payload.map((m) => m.sender?.type ?? null)).toEqual(expect.arrayContaining(['contact', 'user', null]));
    expect(page.payload.some((m) => m.attachments.length === 1)).toBe(true);
    // A plain reply (the batched path) and one through the full write (a private note with echo_id).
    await expectContract(ZMessageCreated, admin, 'POST', `/conversations/${conversationId}/messages`, {
      content: 'Plain reply',
    });
    const note: z.infer<typeof ZMessageCreated> = await expectContract(
      ZMessageCreated,
      admin,
      'POST',
      `/conversations/${conversationId}/messages`,
      { content: 'A note', private: true, echo_id: 'echo-1' },
    );
    expect(note.echo_id).toBe('echo-1');
  });

  it('contacts: list, search, show, create and update', async () => {
    const { admin, inbox, contactId } = await buildScene();
    await expectContract(ZContactList, admin, 'GET', '/contacts');
    await expectContract(ZContactList, admin, 'GET', '/contacts/search?q=ada');
    await expectContract(ZContactShow, admin, 'GET', `/contacts/${contactId}`);
    await expectContract(ZContactCreated, admin, 'POST', '/contacts', { name: 'No inbox' });
    await expectContract(ZContactCreated, admin, 'POST', '/contacts', { name: 'With inbox', inbox_id: inbox.id });
    await expectContract(ZContactShow, admin, 'PUT', `/contacts/${contactId}`, { custom_attributes: { seats: 4 } });
    await expectContract(ZContactShow, admin, 'PATCH', `/contacts/${contactId}`, { blocked: true });
  });

  it('inboxes (website, API, email; as administrator and as agent), agents, teams, labels', async () => {
    const { admin, agent, inbox, team } = await buildScene();
    const inboxes: z.infer<typeof ZInboxList> = await expectContract(ZInboxList, admin, 'GET', '/inboxes');
    expect(inboxes.payload.map((i) => i.channel_type).sort()).toEqual([
      'Channel::Api',
      'Channel::Email',
      'Channel::WebWidget',
    ]);
    for (const i of inboxes.payload) await expectContract(ZInbox, admin, 'GET', `/inboxes/${i.id}`);
    await expectContract(ZInbox, agent, 'GET', `/inboxes/${inbox.id}`);
    await expectContract(ZAgentList, admin, 'GET', '/agents');
    await expectContract(ZTeamList, admin, 'GET', '/teams');
    await expectContract(ZTeam, agent, 'GET', `/teams/${team.id}`);
    const labels: z.infer<typeof ZLabelList> = await expectContract(ZLabelList, admin, 'GET', '/labels');
    const billing = labels.payload.find((l) => l.title === 'billing');
    await expectContract(ZLabel, admin, 'GET', `/labels/${billing?.id}`);
    await expectContract(ZLabel, admin, 'POST', '/labels', { title: 'refund', description: null });
    await expectContract(ZLabel, admin, 'PATCH', `/labels/${billing?.id}`, { show_on_sidebar: false });
  });

  it('notifications: the assigned agent’s list', async () => {
    const { agent } = await buildScene();
    const list: z.infer<typeof ZNotificationList> = await expectContract(
      ZNotificationList,
      agent,
      'GET',
      '/notifications',
    );
    expect(list.data.payload.map((n) => n.notification_type)).toContain('conversation_assignment');
  });

  it('widget: the visitor’s conversation and messages are public messages', async () => {
    const { admin, inbox } = await buildScene();
    const v = await widgetVisitor(t, (inbox as { website_token: string }).website_token, '203.0.113.40');
    expect((await v.call('POST', '/messages', { message: { content: 'Hi from the site' } })).statusCode).toBe(200);
    const list = await call(admin, 'GET', '/conversations?assignee_type=all');
    const mine = (list.body as z.infer<typeof ZConversationList>).data.payload.find(
      (c) => c.meta.sender?.name !== 'Ada Lovelace',
    );
    await call(admin, 'POST', `/conversations/${mine?.id}/messages`, { content: 'Hello visitor' });
    const messages = await v.call('GET', '/messages');
    const body = messages.json<unknown[]>();
    expect(body.length).toBeGreaterThanOrEqual(2);
    for (const m of body) expect(strictProblems(ZPublicMessage, m)).toEqual([]);
    const conversation = await v.call('GET', '/conversations');
    expect(strictProblems(ZPublicConversation, conversation.json())).toEqual([]);
  });

  it('help centre: portals, categories and articles (as administrator and as agent)', async () => {
    const { admin, agent } = await buildScene();
    const portal = { name: 'Docs', slug: `docs-${admin.accountId}`, config: { allowed_locales: ['en', 'ar'] } };
    await expectContract(ZPortal, admin, 'POST', '/portals', portal);
    await expectContract(ZPortalList, agent, 'GET', '/portals?locale=en');
    await expectContract(ZPortal, admin, 'PATCH', `/portals/${portal.slug}`, { header_text: 'Hello' });
    const category: TCategoryResponse = await expectContract(
      ZCategoryResponse,
      agent,
      'POST',
      `/portals/${portal.slug}/categories`,
      { name: 'Billing', icon: '💳' },
    );
    await expectContract(ZCategoryList, agent, 'GET', `/portals/${portal.slug}/categories?locale=en`);
    const article: TArticleResponse = await expectContract(
      ZArticleResponse,
      agent,
      'POST',
      `/portals/${portal.slug}/articles`,
      {
        title: 'Refunds',
        content: '<p>Hi</p>',
        category_id: category.payload.id,
      },
    );
    await expectContract(ZArticleResponse, agent, 'PATCH', `/portals/${portal.slug}/articles/${article.payload.id}`, {
      status: 'published',
    });
    await expectContract(ZArticleList, agent, 'GET', `/portals/${portal.slug}/articles?locale=en&page=1`);
    await expectContract(ZPortal, admin, 'GET', `/portals/${portal.slug}`);
  });

  it('the OpenAPI at /api-docs shows the declared response shapes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }>();
    const list = doc.paths['/api/v1/accounts/{accountId}/conversations']?.get?.responses?.['200'];
    expect(JSON.stringify(list)).toContain('last_non_activity_message');
  });
});
