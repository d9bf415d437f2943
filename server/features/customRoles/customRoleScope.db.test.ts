import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import type { connectCable } from '../../test/cableClient.ts';
import { listenAsAgent } from '../../test/agentSocket.ts';
import { helpers } from '../conversations/testHelpers.ts';

/** Beyond Chatwoot: a custom role may narrow its holders to some inboxes, in every list, search and socket. */
const t = setupTestApp();
const { call } = helpers(t);
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
const clients: Awaited<ReturnType<typeof connectCable>>[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

type TList = { data: { payload: { id: number }[] } };
const ids = (l: TList) => l.data.payload.map((c) => c.id).sort((a, b) => a - b);

const setup = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const a = await buildConversation(t, admin, { members: [agent], message: 'parcel in inbox A' });
  const b = await buildConversation(t, admin, { members: [agent], message: 'parcel in inbox B' });
  const role = await call<{ id: number; inbox_ids: number[] | null }>(admin, 'POST', '/custom_roles', {
    name: 'Inbox A desk',
    permissions: ['conversation_manage'],
    inbox_ids: [a.inboxId],
  });
  expect(role.status).toBe(200);
  expect(role.body.inbox_ids).toEqual([a.inboxId]);
  return { admin, agent, a, b, roleId: role.body.id };
};

describe('a custom role scoped to inboxes', () => {
  it('narrows the conversation list, search and detail to those inboxes; clearing the scope widens them', async () => {
    const { admin, agent, a, b, roleId } = await setup();
    expect(ids((await call<TList>(agent, 'GET', '/conversations')).body)).toEqual([a.displayId, b.displayId]);
    await call(admin, 'PATCH', `/agents/${agent.user.id}`, { custom_role_id: roleId });
    expect(ids((await call<TList>(agent, 'GET', '/conversations')).body)).toEqual([a.displayId]);
    expect(ids((await call<TList>(agent, 'GET', '/conversations/search?q=parcel')).body)).toEqual([a.displayId]);
    expect((await call(agent, 'GET', `/conversations/${a.displayId}`)).status).toBe(200);
    expect([401, 404]).toContain((await call(agent, 'GET', `/conversations/${b.displayId}`)).status);
    // An administrator is never narrowed, whatever the role says.
    expect(ids((await call<TList>(admin, 'GET', '/conversations')).body)).toEqual([a.displayId, b.displayId]);
    await call(admin, 'PATCH', `/custom_roles/${roleId}`, { inbox_ids: null });
    expect(ids((await call<TList>(agent, 'GET', '/conversations')).body)).toEqual([a.displayId, b.displayId]);
  });

  it("refuses another account's inbox in the scope", async () => {
    const { admin } = await setup();
    const other = await buildAdmin(t);
    const foreign = await buildConversation(t, other);
    const res = await call<{ attributes: string[] }>(admin, 'POST', '/custom_roles', {
      name: 'Sneaky',
      permissions: ['conversation_manage'],
      inbox_ids: [foreign.inboxId],
    });
    expect(res.status).toBe(422);
    expect(res.body.attributes).toEqual(['inbox_ids']);
  });

  it('narrows an open socket at once, and a change of the scope reaches it', async () => {
    const { admin, agent, a, b, roleId } = await setup();
    await call(admin, 'PATCH', `/agents/${agent.user.id}`, { custom_role_id: roleId });
    const { tab, confirmed, marker, heard } = await listenAsAgent(t.database.db, base, agent);
    clients.push(tab);
    expect(confirmed).toBe(true);
    await call(admin, 'POST', `/conversations/${a.displayId}/messages`, { content: 'to A' });
    await call(admin, 'POST', `/conversations/${b.displayId}/messages`, { content: 'to B' });
    await marker(1);
    expect(heard()).toEqual(['to A']);
    await call(admin, 'PATCH', `/custom_roles/${roleId}`, { inbox_ids: [b.inboxId] });
    await call(admin, 'POST', `/conversations/${a.displayId}/messages`, { content: 'to A again' });
    await call(admin, 'POST', `/conversations/${b.displayId}/messages`, { content: 'to B again' });
    await marker(2);
    expect(heard()).toEqual(['to A', 'to B again']);
  });
});
