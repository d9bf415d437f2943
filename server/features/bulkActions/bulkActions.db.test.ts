import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildLabels, buildMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const { call, events, activities } = helpers(t);
type TConv = {
  status: string;
  labels: string[];
  meta: { assignee: { id: number } | null; team: { id: number } | null };
};

describe('bulk actions', () => {
  it('assigns, changes status and adds/removes labels on many conversations, with activity lines and events', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await buildLabels(t, admin.accountId, ['old', 'vip']);
    const a = await buildConversation(t, admin, { members: [agent] });
    const b = await buildConversation(t, admin);
    await call(admin, 'POST', `/inbox_members`, { inbox_id: b.inboxId, user_ids: [agent.user.id] });
    await call(admin, 'POST', `/conversations/${a.displayId}/labels`, { labels: ['old'] });
    const team = await call<{ id: number }>(admin, 'POST', '/teams', { name: `Team ${Date.now()}` });
    const res = await call(admin, 'POST', '/bulk_actions', {
      type: 'Conversation',
      ids: [a.displayId, b.displayId],
      fields: { assignee_id: agent.user.id, team_id: team.body.id, status: 'pending' },
      labels: { add: ['vip'], remove: ['old'] },
    });
    expect(res.status).toBe(200);
    for (const c of [a, b]) {
      const got = (await call<TConv>(admin, 'GET', `/conversations/${c.displayId}`)).body;
      expect(got).toMatchObject({
        status: 'pending',
        labels: ['vip'],
        meta: { assignee: { id: agent.user.id }, team: { id: team.body.id } },
      });
    }
    expect(await activities(admin.accountId, a.displayId)).toContain(
      `Assigned to ${agent.user.name} by ${admin.user.name}`,
    );
    expect(await activities(admin.accountId, a.displayId)).toContain(`${admin.user.name} removed old`);
    expect((await events(admin.accountId, 'assignee.changed')).length).toBeGreaterThanOrEqual(2);
    const bad = await call(admin, 'POST', '/bulk_actions', { type: 'Conversation', ids: [], fields: {} });
    expect(bad.status).toBe(422);
  });

  it('skips conversations the member may not see', async () => {
    const admin = await buildAdmin(t);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin);
    const res = await call(outsider, 'POST', '/bulk_actions', {
      type: 'Conversation',
      ids: [c.displayId],
      fields: { status: 'resolved' },
    });
    expect(res.status).toBe(200);
    expect((await call<TConv>(admin, 'GET', `/conversations/${c.displayId}`)).body.status).toBe('open');
  });
});
