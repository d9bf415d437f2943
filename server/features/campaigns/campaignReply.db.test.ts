import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { buildWebsiteInbox, widgetVisitor } from '../widget/widgetTestKit.ts';

const t = setupTestApp();
const { call } = helpers(t);
let ipSeq = 0;
const freshIp = () => `198.51.100.${200 + (++ipSeq % 50)}`;

interface TThreadMessage {
  content: string;
  message_type: number;
  sender?: { id: number; name: string } | null;
  additional_attributes?: Record<string, unknown>;
}

describe('website campaigns: the widget list and the visitor’s answer', () => {
  it('lists only enabled ongoing campaigns of the inbox, with the sender’s name and avatar', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const otherInbox = await buildWebsiteInbox(t, admin);
    const rules = { url: 'https://shop.test/*', time_on_page: 3 };
    await call(admin, 'POST', '/campaigns', {
      title: 'Hello',
      message: 'Can I help?',
      inbox_id: inbox.id,
      sender_id: admin.user.id,
      trigger_rules: rules,
      trigger_only_during_business_hours: true,
    });
    await call(admin, 'POST', '/campaigns', {
      title: 'Off',
      message: 'x',
      inbox_id: inbox.id,
      trigger_rules: rules,
      enabled: false,
    });
    await call(admin, 'POST', '/campaigns', {
      title: 'Elsewhere',
      message: 'y',
      inbox_id: otherInbox.id,
      trigger_rules: rules,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/widget/campaigns?website_token=${inbox.website_token}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: 1,
        message: 'Can I help?',
        trigger_rules: rules,
        trigger_only_during_business_hours: true,
        sender: { name: admin.user.name, avatar_url: expect.any(String) },
      },
    ]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/widget/campaigns?website_token=nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('the answer opens a conversation with campaign_id whose first message is the campaign’s, from its sender', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin, { greeting_enabled: true, greeting_message: 'Welcome!' });
    const campaign = await call<{ id: number }>(admin, 'POST', '/campaigns', {
      title: 'Hello',
      message: 'Can I help with pricing?',
      inbox_id: inbox.id,
      sender_id: admin.user.id,
      trigger_rules: { url: 'https://shop.test/pricing', time_on_page: 1 },
    });
    const visitor = await widgetVisitor(t, inbox.website_token, freshIp());
    const res = await visitor.call('POST', '/conversations', {
      campaign_id: campaign.body.id,
      message: { content: 'Yes please' },
    });
    expect(res.statusCode).toBe(200);
    const conv = res.json<{ id: number; messages: { content: string; message_type: number }[] }>();
    // The email prompt (a template, type 3) follows the visitor's first message.
    expect(conv.messages.filter((m) => m.message_type !== 3).map((m) => [m.message_type, m.content])).toEqual([
      [1, 'Can I help with pricing?'],
      [0, 'Yes please'],
    ]);
    const shown = await call<{ additional_attributes: Record<string, unknown>; first_reply_created_at: unknown }>(
      admin,
      'GET',
      `/conversations/${conv.id}`,
    );
    expect(shown.body.additional_attributes).toMatchObject({ campaign_id: campaign.body.id });
    const thread = await call<{ payload: TThreadMessage[] }>(admin, 'GET', `/conversations/${conv.id}/messages`);
    expect(
      thread.body.payload
        .filter((m) => m.message_type !== 3)
        .map((m) => [m.message_type, m.content, m.sender?.id ?? null]),
    ).toEqual([
      [1, 'Can I help with pricing?', admin.user.id],
      [0, 'Yes please', expect.any(Number)],
    ]);
    expect(thread.body.payload[0]?.additional_attributes).toMatchObject({ campaign_id: campaign.body.id });
    // The campaign's words are not an agent's first reply.
    const { rows } = await t.database.pool.query<{ first_reply_created_at: Date | null; waiting_since: Date | null }>(
      'SELECT first_reply_created_at, waiting_since FROM conversations WHERE account_id = $1 AND display_id = $2',
      [admin.accountId, conv.id],
    );
    expect(rows[0]?.first_reply_created_at).toBeNull();
    expect(rows[0]?.waiting_since).not.toBeNull();
  });

  it('an answer naming a switched-off or another inbox’s campaign opens a plain conversation', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const other = await buildWebsiteInbox(t, admin);
    const rules = { url: 'https://shop.test', time_on_page: 1 };
    await call(admin, 'POST', '/campaigns', {
      title: 'A',
      message: 'Off',
      inbox_id: inbox.id,
      trigger_rules: rules,
      enabled: false,
    });
    await call(admin, 'POST', '/campaigns', {
      title: 'B',
      message: 'Other inbox',
      inbox_id: other.id,
      trigger_rules: rules,
    });
    const visitor = await widgetVisitor(t, inbox.website_token, freshIp());
    for (const id of [1, 2]) {
      visitor.setToken((await widgetVisitor(t, inbox.website_token, freshIp())).token);
      const res = await visitor.call('POST', '/conversations', { campaign_id: id, message: { content: 'Hi' } });
      expect(res.statusCode).toBe(200);
      const conv = res.json<{ id: number; messages: { content: string; message_type: number }[] }>();
      expect(conv.messages.filter((m) => m.message_type !== 3).map((m) => m.content)).toEqual(['Hi']);
      const shown = await call<{ additional_attributes: Record<string, unknown> }>(
        admin,
        'GET',
        `/conversations/${conv.id}`,
      );
      expect(shown.body.additional_attributes).not.toHaveProperty('campaign_id');
    }
  });
});
