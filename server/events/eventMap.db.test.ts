import { describe, expect, it } from 'vitest';
import { CONSUMERS } from '../consumers/index.ts';
import { drainConsumers } from '../events/dispatcher.ts';
import { z } from 'zod';
import { EVENT_SCHEMAS, isEventName } from '../../common/events.ts';
import { buildConversation } from '../test/conversationFactories.ts';
import { buildAdmin, buildLabels, buildMember } from '../test/factories.ts';
import { setupTestApp } from '../test/harness.ts';
import { strictProblems } from '../lib/strictSchema.ts';
import { helpers } from '../features/conversations/testHelpers.ts';
import { buildWebsiteInbox, widgetVisitor } from '../features/widget/widgetTestKit.ts';

/**
 * Every event the app writes has exactly the shape the event map (common/events.ts) gives it: the SPA
 * only hands an event to its handlers when it matches, so a writer that strays would go unheard.
 * A day's worth of actions is played, then every event in the log is checked strictly.
 */
const t = setupTestApp();
const h = helpers(t);

describe('the event map', () => {
  it('describes every event the app writes, exactly', async () => {
    const admin = await buildAdmin(t);
    await buildLabels(t, admin.accountId, ['billing']);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId, contactId } = await buildConversation(t, admin, { message: 'Hello', members: [agent] });
    const c = `/conversations/${displayId}`;
    const ok = async (p: Promise<{ status: number; body: unknown }>) => {
      const r = await p;
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r;
    };
    const mention = `[@${admin.user.name}](mention://user/${admin.user.id}/x)`;
    await ok(h.call(agent, 'POST', `${c}/messages`, { content: `Look ${mention}`, private: true }));
    await ok(h.call(admin, 'POST', `${c}/assignments`, { assignee_id: agent.user.id }));
    await ok(h.call(admin, 'POST', `${c}/toggle_priority`, { priority: 'high' }));
    await ok(h.call(admin, 'POST', `${c}/labels`, { labels: ['billing'] }));
    await ok(h.call(admin, 'POST', `${c}/toggle_typing_status`, { typing_status: 'on' }));
    await ok(h.call(admin, 'POST', `${c}/toggle_typing_status`, { typing_status: 'off' }));
    await ok(h.call(admin, 'POST', `${c}/update_last_seen`));
    await ok(h.call(admin, 'POST', `${c}/toggle_status`, { status: 'resolved' }));
    await ok(h.call(admin, 'PATCH', `/contacts/${contactId}`, { name: 'Renamed' }));
    await drainConsumers(t.deps, CONSUMERS); // notifications of the mention and the assignment
    await ok(h.call(admin, 'POST', '/labels', { title: 'vip', color: '#ff0000' }));
    const notes = await ok(h.call<{ data: { payload: { id: number }[] } }>(admin, 'GET', '/notifications'));
    const first = (notes.body as { data: { payload: { id: number }[] } }).data.payload[0];
    if (first) await ok(h.call(admin, 'PATCH', `/notifications/${first.id}`));
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/availability',
      headers: admin.headers,
      payload: { profile: { availability: 'busy', account_id: admin.accountId } },
    });
    const inbox = await buildWebsiteInbox(t, admin);
    const v = await widgetVisitor(t, inbox.website_token);
    expect((await v.call('POST', '/messages', { message: { content: 'Hi from the site' } })).statusCode).toBe(200);
    await ok(h.call(admin, 'DELETE', `/agents/${agent.user.id}`));

    const { rows } = await t.database.pool.query<{ name: string; data: unknown }>(
      'SELECT name, data FROM events WHERE account_id = $1 ORDER BY id',
      [admin.accountId],
    );
    const seen = new Set(rows.map((r) => r.name));
    for (const name of [
      'message.created',
      'conversation.created',
      'conversation.mentioned',
      'notification.created',
      'notification.updated',
      'assignee.changed',
      'conversation.updated',
      'conversation.status_changed',
      'conversation.typing_on',
      'conversation.typing_off',
      'contact.updated',
      'account.cache_invalidated',
      'presence.update',
      'user:logout',
      'access.changed',
    ])
      expect(seen, name).toContain(name);
    // Conversation changes say what changed, as Chatwoot's webhooks do.
    const changes = rows.flatMap((r) =>
      r.name === 'conversation.updated' || r.name === 'assignee.changed'
        ? ((r.data as { changed_attributes?: Record<string, unknown>[] }).changed_attributes ?? [])
        : [],
    );
    expect(changes).toContainEqual({ label_list: { previous_value: [], current_value: ['billing'] } });
    expect(changes).toContainEqual({ priority: { previous_value: null, current_value: 'high' } });
    expect(changes).toContainEqual({ assignee_id: { previous_value: null, current_value: agent.user.id } });
    for (const row of rows) {
      expect(isEventName(row.name), row.name).toBe(true);
      if (!isEventName(row.name)) continue;
      const schema = EVENT_SCHEMAS[row.name].extend({ account_id: z.literal(admin.accountId) });
      expect(strictProblems(schema, row.data), row.name).toEqual([]);
    }
  });
});
