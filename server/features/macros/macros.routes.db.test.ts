import { describe, expect, it } from 'vitest';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildLabels, buildMember, REFUSED } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const h = helpers(t);

interface TMacroBody {
  payload: { id: number; name: string; visibility: string; created_by: { id: number } | null; actions: unknown[] };
}

const macro = (over: Record<string, unknown> = {}) => ({
  name: 'Close as spam',
  visibility: 'global',
  actions: [
    { action_name: 'add_label', action_params: ['spam'] },
    { action_name: 'change_status', action_params: ['resolved'] },
  ],
  ...over,
});

describe('macro routes', () => {
  it('401 without a token; another account finds nothing', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}/macros` });
    expect(res.statusCode).toBe(401);
    const { id } = (await h.call<TMacroBody>(admin, 'POST', '/macros', macro())).body.payload;
    const intruder = await buildAdmin(t);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/macros/${id}`,
      headers: intruder.headers,
    });
    expect(other.statusCode).toBe(404);
    expect((await h.call(intruder, 'POST', `/macros/${id}/execute`, { conversation_ids: [1] })).status).toBe(404);
  });

  it('shows a personal macro to its author only; a global one (an administrator’s) to everyone, edited by administrators', async () => {
    const admin = await buildAdmin(t);
    const ana = await buildMember(t, { accountId: admin.accountId });
    const bob = await buildMember(t, { accountId: admin.accountId });
    const mine = (await h.call<TMacroBody>(ana, 'POST', '/macros', macro({ name: 'Mine', visibility: 'personal' })))
      .body.payload;
    expect(mine).toMatchObject({ visibility: 'personal', created_by: { id: ana.user.id } });
    // An agent's macro is personal whatever it asks (as Chatwoot); an administrator shares one.
    const asked = (await h.call<TMacroBody>(ana, 'POST', '/macros', macro({ name: 'Asked' }))).body.payload;
    expect(asked.visibility).toBe('personal');
    expect((await h.call(ana, 'DELETE', `/macros/${asked.id}`)).status).toBe(200);
    const shared = (await h.call<TMacroBody>(admin, 'POST', '/macros', macro({ name: 'Shared' }))).body.payload;
    const names = async (who: typeof ana) =>
      (await h.call<{ payload: { name: string }[] }>(who, 'GET', '/macros')).body.payload.map((m) => m.name);
    expect(await names(ana)).toEqual(['Mine', 'Shared']);
    expect(await names(bob)).toEqual(['Shared']);
    expect(await names(admin)).toEqual(['Shared']);
    // Someone else's personal macro: Chatwoot's policy refuses it with 401 and its body.
    const hidden = await h.call(bob, 'GET', `/macros/${mine.id}`);
    expect(hidden.status).toBe(401);
    expect(hidden.body).toMatchObject(REFUSED);
    expect((await h.call(bob, 'POST', `/macros/${mine.id}/execute`, { conversation_ids: [1] })).status).toBe(401);
    const refused = await h.call(bob, 'PATCH', `/macros/${shared.id}`, { name: 'Hijack' });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject(REFUSED);
    const renamed = await h.call<TMacroBody>(admin, 'PUT', `/macros/${shared.id}`, { name: 'Shared 2' });
    expect(renamed.body.payload).toMatchObject({ name: 'Shared 2', visibility: 'global' });
    expect((await h.call(bob, 'DELETE', `/macros/${shared.id}`)).status).toBe(401);
    expect((await h.call(ana, 'DELETE', `/macros/${mine.id}`)).status).toBe(200);
    expect(await names(ana)).toEqual(['Shared 2']);
  });

  it('answers 422 naming the field', async () => {
    const admin = await buildAdmin(t);
    const fieldOf = async (body: Record<string, unknown>) =>
      (await h.call<{ attributes?: string[] }>(admin, 'POST', '/macros', body)).body.attributes;
    expect(await fieldOf(macro({ name: '' }))).toEqual(['name']);
    expect(await fieldOf(macro({ visibility: 'team' }))).toEqual(['visibility']);
    expect(await fieldOf(macro({ actions: [] }))).toEqual(['actions']);
    expect(
      await fieldOf(macro({ actions: [{ action_name: 'send_webhook_event', action_params: ['https://x.test'] }] })),
    ).toEqual(['actions.0.action_name']);
    expect(await fieldOf(macro({ actions: [{ action_name: 'change_status', action_params: ['closed'] }] }))).toEqual([
      'actions.0.action_params',
    ]);
    const { id } = (await h.call<TMacroBody>(admin, 'POST', '/macros', macro())).body.payload;
    const bad = await h.call<{ attributes?: string[] }>(admin, 'POST', `/macros/${id}/execute`, {
      conversation_ids: [],
    });
    expect(bad.body.attributes).toEqual(['conversation_ids']);
  });

  it('runs its actions in order on each conversation, as the agent, naming the macro', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await buildLabels(t, admin.accountId, ['spam', 'billing']);
    const convs = [
      await buildConversation(t, admin, { members: [agent] }),
      await buildConversation(t, admin, { members: [agent] }),
      await buildConversation(t, admin, { members: [agent] }),
    ];
    const hidden = await buildConversation(t, admin);
    const { id } = (
      await h.call<TMacroBody>(
        agent,
        'POST',
        '/macros',
        macro({
          name: 'Triage',
          actions: [
            { action_name: 'assign_agent', action_params: ['self'] },
            { action_name: 'add_label', action_params: ['billing'] },
            { action_name: 'change_priority', action_params: ['urgent'] },
            { action_name: 'add_private_note', action_params: ['Checked by triage'] },
            { action_name: 'send_message', action_params: ['Thanks, we are looking into it'] },
            { action_name: 'change_status', action_params: ['pending'] },
          ],
        }),
      )
    ).body.payload;
    const ids = [...convs.map((c) => c.displayId), hidden.displayId];
    const run = await h.call(agent, 'POST', `/macros/${id}/execute`, { conversation_ids: ids });
    expect(run.status).toBe(200);
    for (const c of convs) {
      const conv = (await h.call<Record<string, unknown>>(admin, 'GET', `/conversations/${c.displayId}`)).body;
      expect(conv).toMatchObject({ labels: ['billing'], priority: 'urgent', status: 'pending' });
      expect(conv.meta).toMatchObject({ assignee: { id: agent.user.id } });
      const who = `${agent.user.name} (macro "Triage")`;
      expect(await h.activities(admin.accountId, c.displayId)).toEqual([
        `${who} self-assigned this conversation`,
        `${who} added billing`,
        `${who} set the priority to urgent`,
        `Conversation was marked as pending by ${who}`,
      ]);
      const { rows } = await t.database.pool.query<{ content: string; private: boolean; sender_id: number }>(
        `SELECT m.content, m.private, m.sender_id FROM messages m JOIN conversations c ON c.id = m.conversation_id
         WHERE c.account_id = $1 AND c.display_id = $2 AND m.message_type = 1 ORDER BY m.id`,
        [admin.accountId, c.displayId],
      );
      expect(rows).toEqual([
        { content: 'Checked by triage', private: true, sender_id: agent.user.id },
        { content: 'Thanks, we are looking into it', private: false, sender_id: agent.user.id },
      ]);
    }
    // A conversation the agent may not see is skipped.
    const untouched = (await h.call<Record<string, unknown>>(admin, 'GET', `/conversations/${hidden.displayId}`)).body;
    expect(untouched).toMatchObject({ labels: [], status: 'open' });
  });
});
