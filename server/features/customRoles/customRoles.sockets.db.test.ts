import { describe, expect, it } from 'vitest';
import { appendTestEvent } from '../../test/appendTestEvent.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import type { connectCable, TReceived } from '../../test/cableClient.ts';
import { useAgentSockets } from '../../test/agentSockets.ts';

/** A socket's scope follows its holder's custom role: a change of the role's permissions, and its deletion. */
const t = setupTestApp();
type TClient = Awaited<ReturnType<typeof connectCable>>;
const { subscribed, call } = useAgentSockets(t);

const marker = (accountId: number, n: number) =>
  t.database.db.transaction((tx) => appendTestEvent(tx, accountId, 'page:reload', { marker: n }, { kind: 'account' }));
const isMarker = (n: number) => (f: TReceived) =>
  typeof f.message === 'object' && f.message.event === 'page:reload' && f.message.data.marker === n;
const replies = (c: TClient) =>
  c
    .events()
    .filter((e) => e.event === 'message.created')
    .map((e) => e.data.content);

describe("open sockets follow their holder's custom role", () => {
  it("narrow when the role's permissions narrow, and widen again when the role is deleted", async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['conversation_manage']);
    const agent = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    const { displayId } = await buildConversation(t, admin, { members: [agent] });
    const tab = await subscribed(agent);
    const reply = (content: string) => call(admin, 'POST', `/conversations/${displayId}/messages`, { content });

    await reply('managed');
    await marker(admin.accountId, 1);
    await tab.waitFor(isMarker(1));
    expect(replies(tab)).toEqual(['managed']);

    // Only conversations they take part in: this unassigned one goes quiet at once.
    await call(admin, 'PATCH', `/custom_roles/${role.id}`, { permissions: ['conversation_participating_manage'] });
    await reply('narrowed');
    await marker(admin.accountId, 2);
    await tab.waitFor(isMarker(2));
    expect(replies(tab)).toEqual(['managed']);

    // The role deleted: a plain agent of the inbox hears its conversations again.
    await call(admin, 'DELETE', `/custom_roles/${role.id}`);
    await reply('plain agent');
    await marker(admin.accountId, 3);
    await tab.waitFor(isMarker(3));
    expect(replies(tab)).toEqual(['managed', 'plain agent']);
  });

  it('follow an agent given a custom role on edit, and taken off it', async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['contact_manage']);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { members: [agent] });
    const tab = await subscribed(agent);
    const reply = (content: string) => call(admin, 'POST', `/conversations/${displayId}/messages`, { content });

    await call(admin, 'PATCH', `/agents/${agent.user.id}`, { custom_role_id: role.id });
    await reply('contacts only');
    await call(admin, 'PATCH', `/agents/${agent.user.id}`, { custom_role_id: null });
    await reply('agent again');
    await marker(admin.accountId, 4);
    await tab.waitFor(isMarker(4));
    expect(replies(tab)).toEqual(['agent again']);
  });
});
