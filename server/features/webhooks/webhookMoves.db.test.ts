import { describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { api } from '../../test/fakeProvider.ts';
import { useWebhookReceivers } from '../../test/webhookReceiver.ts';

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });

const startReceiver = useWebhookReceivers();

/** Each delivery's body, after the API calls of `act` (the consumers and delivery jobs drained first and after). */
const deliveriesOf = async (got: Record<string, unknown>[], act: () => Promise<unknown>) => {
  await drainConsumers(t.deps, CONSUMERS);
  await drainJobs(t.deps, { names: ['account_webhook'] });
  got.length = 0;
  await act();
  await drainConsumers(t.deps, CONSUMERS);
  await drainJobs(t.deps, { names: ['account_webhook'] });
  return [...got];
};

/** A contact's two conversations, A and the newer B, in one inbox. */
const buildPair = async () => {
  const admin = await buildAdmin(t);
  const a = await buildConversation(t, admin);
  const b = await api<{ id: number }>(t, admin, 'POST', '/conversations', {
    inbox_id: a.inboxId,
    contact_id: a.contactId,
  });
  return { admin, a, b };
};

describe('conversation move webhooks', () => {
  it('conversation_merged: the target with the merged conversation beside it, once, to subscribers only', async () => {
    const { url, got } = await startReceiver();
    const { admin, a, b } = await buildPair();
    await api(t, admin, 'POST', '/webhooks', { url, subscriptions: ['conversation_merged'] });
    await api(t, admin, 'POST', '/webhooks', { url: `${url}?other`, subscriptions: ['conversation_created'] });
    const sent = await deliveriesOf(got, () =>
      api(t, admin, 'POST', `/conversations/${a.displayId}/merge`, { target_conversation_id: b.id }),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      event: 'conversation_merged',
      id: b.id,
      inbox_id: a.inboxId,
      merged_conversation: { id: a.displayId, status: 'resolved', merged_into_id: b.id },
    });
  });

  it('conversation_unmerged: the restored source with the target it left beside it', async () => {
    const { url, got } = await startReceiver();
    const { admin, a, b } = await buildPair();
    await api(t, admin, 'POST', '/webhooks', { url, subscriptions: ['conversation_unmerged'] });
    await api(t, admin, 'POST', `/conversations/${a.displayId}/merge`, { target_conversation_id: b.id });
    const sent = await deliveriesOf(got, () => api(t, admin, 'POST', `/conversations/${a.displayId}/unmerge`));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      event: 'conversation_unmerged',
      id: a.displayId,
      status: 'open',
      inbox_id: a.inboxId,
      unmerged_from: { id: b.id },
    });
    expect(sent[0]).not.toHaveProperty('merged_into_id');
  });

  it('conversation_split: the new conversation with the original beside it', async () => {
    const { url, got } = await startReceiver();
    const admin = await buildAdmin(t);
    const a = await buildConversation(t, admin, { message: 'first' });
    const second = await api<{ id: number }>(t, admin, 'POST', `/conversations/${a.displayId}/messages`, {
      content: 'second',
      message_type: 'incoming',
    });
    await api(t, admin, 'POST', '/webhooks', { url, subscriptions: ['conversation_split'] });
    let created = 0;
    const sent = await deliveriesOf(got, async () => {
      created = (
        await api<{ id: number }>(t, admin, 'POST', `/conversations/${a.displayId}/split`, { message_id: second.id })
      ).id;
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      event: 'conversation_split',
      id: created,
      inbox_id: a.inboxId,
      split_from: { id: a.displayId },
    });
  });

  it('a merge across two inboxes is delivered once, for the target’s inbox', async () => {
    const { url, got } = await startReceiver();
    const admin = await buildAdmin(t);
    const a = await buildConversation(t, admin);
    const other = await api<{ id: number }>(t, admin, 'POST', '/inboxes', {
      name: 'Second',
      channel: { type: 'web_widget', website_url: 'https://y.test' },
    });
    const b = await api<{ id: number }>(t, admin, 'POST', '/conversations', {
      inbox_id: other.id,
      contact_id: a.contactId,
    });
    await api(t, admin, 'POST', '/webhooks', {
      url,
      subscriptions: ['conversation_merged', 'conversation_unmerged'],
    });
    const merged = await deliveriesOf(got, () =>
      api(t, admin, 'POST', `/conversations/${a.displayId}/merge`, { target_conversation_id: b.id }),
    );
    expect(merged.map((x) => [x.event, x.id, x.inbox_id])).toEqual([['conversation_merged', b.id, other.id]]);
    const unmerged = await deliveriesOf(got, () => api(t, admin, 'POST', `/conversations/${a.displayId}/unmerge`));
    expect(unmerged.map((x) => [x.event, x.id, x.inbox_id])).toEqual([
      ['conversation_unmerged', a.displayId, a.inboxId],
    ]);
  });
});
