import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';

/** No SMTP_ADDRESS: the server cannot mail, so an invitation answers with its link (issue 41 item 6). */
const t = setupTestApp();
const url = (accountId: number) => `/api/v1/accounts/${accountId}/agents`;

const invite = (admin: Awaited<ReturnType<typeof buildAdmin>>, email: string) =>
  t.app.inject({
    method: 'POST',
    url: url(admin.accountId),
    headers: admin.headers,
    payload: { name: 'Invitee', email, role: 'agent' },
  });

const availabilityOf = async (admin: Awaited<ReturnType<typeof buildAdmin>>, email: string) =>
  (await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: admin.headers }))
    .json<{ email: string; availability_status: string }[]>()
    .find((a) => a.email === email)?.availability_status;

describe('inviting without mail', () => {
  it('answers with the invitation link; the invitee is offline until their first password', async () => {
    const admin = await buildAdmin(t);
    const res = await invite(admin, 'linked@example.test');
    expect(res.statusCode).toBe(200);
    const { invitation_url } = res.json<{ invitation_url?: string }>();
    expect(invitation_url).toBe(t.mails.findLast((m) => m.to === 'linked@example.test')?.link);
    expect(await availabilityOf(admin, 'linked@example.test')).toBe('offline');

    const token = new URL(invitation_url ?? 'http://x').searchParams.get('reset_password_token');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { reset_password_token: token, password: 'first-secret', password_confirmation: 'first-secret' },
    });
    expect(set.statusCode).toBe(200);
    expect(await availabilityOf(admin, 'linked@example.test')).toBe('online');
  });

  it('never hands out a link for a user who already exists, with or without a password', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    // Invited by another account and never signed in: their link is theirs, not this administrator's.
    expect((await invite(other, 'pending@example.test')).json()).toHaveProperty('invitation_url');
    const pending = await invite(admin, 'pending@example.test');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).not.toHaveProperty('invitation_url');
    const known = await invite(admin, other.user.email);
    expect(known.statusCode).toBe(200);
    expect(known.json()).not.toHaveProperty('invitation_url');
    expect(await availabilityOf(admin, other.user.email)).toBe('online');
  });
});
