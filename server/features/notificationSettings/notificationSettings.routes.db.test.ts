import { describe, expect, it } from 'vitest';
import { EMAIL_FLAGS, PUSH_FLAGS, type TNotificationSettings } from '../../../common/contracts/notificationSettings.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';

const t = setupTestApp();
const url = (accountId: number) => `/api/v1/accounts/${accountId}/notification_settings`;

describe('GET/PATCH /api/v1/accounts/:accountId/notification_settings', () => {
  it('401 without a token', async () => {
    const me = await buildMember(t);
    const get = await t.app.inject({ method: 'GET', url: url(me.accountId) });
    expect(get.statusCode).toBe(401);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: url(me.accountId),
      payload: { notification_settings: { selected_email_flags: [] } },
    });
    expect(patch.statusCode).toBe(401);
  });

  it("404 for a member of another account, who learns nothing of the victim's settings", async () => {
    const victim = await buildMember(t);
    const intruder = await buildAdmin(t);
    const get = await t.app.inject({ method: 'GET', url: url(victim.accountId), headers: intruder.headers });
    expect(get.statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: url(victim.accountId),
      headers: intruder.headers,
      payload: { notification_settings: { selected_email_flags: [] } },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('422 naming the unknown flag and its list', async () => {
    const me = await buildMember(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: url(me.accountId),
      headers: me.headers,
      payload: { notification_settings: { selected_email_flags: ['email_conversation_creation', 'email_bogus'] } },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ attributes: string[]; message: string }>();
    expect(body.attributes).toEqual(['notification_settings.selected_email_flags']);
    expect(body.message).toContain('email_bogus');

    // A push flag in the email list is just as unknown there.
    const crossed = await t.app.inject({
      method: 'PATCH',
      url: url(me.accountId),
      headers: me.headers,
      payload: { notification_settings: { selected_push_flags: ['email_conversation_creation'] } },
    });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json<{ attributes: string[] }>().attributes).toEqual(['notification_settings.selected_push_flags']);
  });

  it('starts from the assignment defaults, saves both lists and keeps a list left out', async () => {
    const me = await buildMember(t);
    const first = await t.app.inject({ method: 'GET', url: url(me.accountId), headers: me.headers });
    expect(first.statusCode).toBe(200);
    const initial = first.json<TNotificationSettings>();
    expect(initial).toMatchObject({
      user_id: me.user.id,
      account_id: me.accountId,
      all_email_flags: EMAIL_FLAGS,
      all_push_flags: PUSH_FLAGS,
      selected_email_flags: ['email_conversation_assignment'],
      selected_push_flags: ['push_conversation_assignment'],
    });
    expect(initial.all_email_flags).toHaveLength(8);
    expect(initial.all_email_flags[0]).toBe('email_conversation_creation');
    expect(initial.all_email_flags[7]).toBe('email_sla_missed_resolution');

    const saved = await t.app.inject({
      method: 'PATCH',
      url: url(me.accountId),
      headers: me.headers,
      payload: {
        notification_settings: {
          selected_email_flags: ['email_sla_missed_resolution', 'email_conversation_creation'],
          selected_push_flags: [],
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TNotificationSettings>()).toMatchObject({
      id: initial.id,
      selected_email_flags: ['email_conversation_creation', 'email_sla_missed_resolution'],
      selected_push_flags: [],
    });

    const pushOnly = await t.app.inject({
      method: 'PATCH',
      url: url(me.accountId),
      headers: { api_access_token: me.apiToken },
      payload: { notification_settings: { selected_push_flags: ['push_conversation_mention'] } },
    });
    expect(pushOnly.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: url(me.accountId), headers: me.headers });
    expect(again.json<TNotificationSettings>()).toMatchObject({
      selected_email_flags: ['email_conversation_creation', 'email_sla_missed_resolution'],
      selected_push_flags: ['push_conversation_mention'],
    });
  });

  it('keeps each member of an account to their own settings', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { notification_settings: { selected_email_flags: [] } },
    });
    const theirs = await t.app.inject({ method: 'GET', url: url(agent.accountId), headers: agent.headers });
    expect(theirs.json<TNotificationSettings>()).toMatchObject({
      user_id: agent.user.id,
      selected_email_flags: ['email_conversation_assignment'],
    });
  });
});
