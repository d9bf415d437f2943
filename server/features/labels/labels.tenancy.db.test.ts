import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildLabels, buildMember } from '../../test/factories.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const { call, events } = helpers(t);
type TLabel = { id: number; title: string };

describe('labels: who may change them, and who is told', () => {
  it('401 without a session', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}/labels` });
    expect(res.statusCode).toBe(401);
  });

  it("404 for another account's member on every route, and for another account's label", async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    const label = (await call<TLabel>(admin, 'POST', '/labels', { title: 'vip' })).body;
    const asStranger = { ...stranger, accountId: admin.accountId };
    expect((await call(asStranger, 'GET', '/labels')).status).toBe(404);
    expect((await call(asStranger, 'POST', '/labels', { title: 'sneaky' })).status).toBe(404);
    expect((await call(asStranger, 'PATCH', `/labels/${label.id}`, { title: 'taken' })).status).toBe(404);
    expect((await call(asStranger, 'DELETE', `/labels/${label.id}`)).status).toBe(404);
    // Through the stranger's own account the label id is unknown.
    expect((await call(stranger, 'GET', `/labels/${label.id}`)).status).toBe(404);
    expect((await call(stranger, 'PATCH', `/labels/${label.id}`, { color: '#000000' })).status).toBe(404);
    expect((await call(stranger, 'DELETE', `/labels/${label.id}`)).status).toBe(404);
    expect((await call<{ payload: TLabel[] }>(admin, 'GET', '/labels')).body.payload).toEqual([
      expect.objectContaining({ id: label.id, title: 'vip', color: expect.any(String) }),
    ]);
  });

  it('401 for an agent on create, update and delete; nothing is announced', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const label = (await call<TLabel>(admin, 'POST', '/labels', { title: 'vip' })).body;
    expect((await call(agent, 'POST', '/labels', { title: 'mine' })).status).toBe(401);
    expect((await call(agent, 'PATCH', `/labels/${label.id}`, { title: 'x1' })).status).toBe(401);
    expect((await call(agent, 'DELETE', `/labels/${label.id}`)).status).toBe(401);
    expect(await events(admin.accountId, 'account.cache_invalidated')).toHaveLength(1);
  });

  it('announces account.cache_invalidated with a moved label key on create, update and delete', async () => {
    const admin = await buildAdmin(t);
    const label = (await call<TLabel>(admin, 'POST', '/labels', { title: 'vip' })).body;
    await call(admin, 'PATCH', `/labels/${label.id}`, { description: 'Important' });
    await call(admin, 'DELETE', `/labels/${label.id}`);
    const sent = await events(admin.accountId, 'account.cache_invalidated');
    expect(sent).toHaveLength(3);
    for (const e of sent)
      expect(e.data).toMatchObject({ cache_keys: expect.objectContaining({ label: expect.any(Number) }) });
    const keys = sent.map((e) => (e.data as { cache_keys: { label: number } }).cache_keys.label);
    expect(keys[2]).toBeGreaterThanOrEqual(keys[0] ?? 0);
  });

  it('a failed change (duplicate title) announces nothing', async () => {
    const admin = await buildAdmin(t);
    await call(admin, 'POST', '/labels', { title: 'vip' });
    const other = (await call<TLabel>(admin, 'POST', '/labels', { title: 'gold' })).body;
    const dup = await call<{ attributes: string[] }>(admin, 'PATCH', `/labels/${other.id}`, { title: 'VIP' });
    expect(dup.status).toBe(422);
    expect(dup.body.attributes).toEqual(['title']);
    expect(await events(admin.accountId, 'account.cache_invalidated')).toHaveLength(2);
  });

  it("renaming a label renames it on the account's conversations and contacts only", async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    const label = (await call<TLabel>(admin, 'POST', '/labels', { title: 'billing' })).body;
    await buildLabels(t, admin.accountId, ['urgent']);
    await buildLabels(t, stranger.accountId, ['billing']);
    const mine = await buildConversation(t, admin);
    const theirs = await buildConversation(t, stranger);
    await call(admin, 'POST', `/conversations/${mine.displayId}/labels`, { labels: ['billing', 'urgent'] });
    await call(admin, 'POST', `/contacts/${mine.contactId}/labels`, { labels: ['billing'] });
    await call(stranger, 'POST', `/conversations/${theirs.displayId}/labels`, { labels: ['billing'] });
    expect((await call(admin, 'PATCH', `/labels/${label.id}`, { title: 'Payments' })).status).toBe(200);
    const convLabels = await call<{ payload: string[] }>(admin, 'GET', `/conversations/${mine.displayId}/labels`);
    expect(convLabels.body.payload.sort()).toEqual(['payments', 'urgent']);
    const contactLabels = await call<{ payload: string[] }>(admin, 'GET', `/contacts/${mine.contactId}/labels`);
    expect(contactLabels.body.payload).toEqual(['payments']);
    const untouched = await call<{ payload: string[] }>(stranger, 'GET', `/conversations/${theirs.displayId}/labels`);
    expect(untouched.body.payload).toEqual(['billing']);
  });
});
