import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { TAuthHeaders } from '../../../common/contracts/auth.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildMember, buildUser, type TMember } from '../../test/factories.ts';

/** Docs/SECURITY.md "Requiring two-factor sign-in", "Resetting a member's two-factor sign-in", "The console". */
const t = setupTestApp();

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers?: object, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers: headers as TAuthHeaders } : {}),
    ...(payload ? { payload } : {}),
  });

const enrol = async (m: TMember) => {
  const { secret } = (await call('POST', '/api/v1/profile/mfa', m.headers)).json<{ secret: string }>();
  const verify = await call('POST', '/api/v1/profile/mfa/verify', m.headers, { otp_code: await generate({ secret }) });
  expect(verify.statusCode).toBe(200);
};

/** Moves the requirement's start `days` days back (the grace period counts from it). */
const startedDaysAgo = (accountId: number, days: number) =>
  t.database.pool.query(
    `UPDATE accounts SET settings = settings || jsonb_build_object('mfa_required_since', (now() - make_interval(days => $2))::text) WHERE id = $1`,
    [accountId, days],
  );

const requireMfa = async (admin: TMember, graceDays: number) => {
  const res = await call('PATCH', `/api/v1/accounts/${admin.accountId}`, admin.headers, {
    mfa_required: true,
    mfa_grace_period_days: graceDays,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ settings: { mfa_required: boolean; mfa_grace_period_days: number; mfa_required_since: string } }>();
};

describe('an account that requires two-factor sign-in', () => {
  it('stores the requirement with its start, and an agent may not change it', async () => {
    const admin = await buildMember(t, { role: 'administrator' });
    const agent = await buildMember(t, { accountId: admin.accountId });
    const refused = await call('PATCH', `/api/v1/accounts/${admin.accountId}`, agent.headers, { mfa_required: true });
    expect(refused.statusCode).toBe(401);
    const shown = await requireMfa(admin, 14);
    expect(shown.settings).toMatchObject({ mfa_required: true, mfa_grace_period_days: 14 });
    expect(Date.now() - Date.parse(shown.settings.mfa_required_since)).toBeLessThan(60_000);
    const invalid = await call('PATCH', `/api/v1/accounts/${admin.accountId}`, admin.headers, {
      mfa_grace_period_days: 91,
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('lets members without 2FA in during the grace period and names the deadline in their profile', async () => {
    const admin = await buildMember(t, { role: 'administrator' });
    const agent = await buildMember(t, { accountId: admin.accountId });
    await requireMfa(admin, 7);
    expect((await call('GET', `/api/v1/accounts/${agent.accountId}/conversations`, agent.headers)).statusCode).toBe(
      200,
    );
    const profile = (await call('GET', '/api/v1/profile', agent.headers)).json<{
      mfa_enabled: boolean;
      accounts: { id: number; mfa_required_by: string | null }[];
    }>();
    expect(profile.mfa_enabled).toBe(false);
    const due = profile.accounts.find((a) => a.id === agent.accountId)?.mfa_required_by ?? '';
    const days = (Date.parse(due) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('after the grace period refuses account routes with 403 mfa_enrolment_required, until the member enrols', async () => {
    const admin = await buildMember(t, { role: 'administrator' });
    const agent = await buildMember(t, { accountId: admin.accountId });
    await requireMfa(admin, 3);
    await startedDaysAgo(admin.accountId, 4);
    for (const headers of [agent.headers, { api_access_token: agent.apiToken }]) {
      const res = await call('GET', `/api/v1/accounts/${agent.accountId}/conversations`, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'mfa_enrolment_required' });
    }
    // The administrator too, and the account's own page.
    expect((await call('GET', `/api/v1/accounts/${admin.accountId}`, admin.headers)).statusCode).toBe(403);
    // The profile, its MFA routes and sign-out stay open.
    expect((await call('GET', '/api/v1/profile', agent.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/profile/mfa', agent.headers)).statusCode).toBe(200);
    await enrol(agent);
    expect((await call('GET', `/api/v1/accounts/${agent.accountId}/conversations`, agent.headers)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', '/auth/sign_out', admin.headers)).statusCode).toBe(200);
  });

  it('another account of the same member is not affected', async () => {
    const admin = await buildMember(t, { role: 'administrator' });
    await requireMfa(admin, 0);
    const elsewhere = await buildMember(t, { user: admin.user });
    expect((await call('GET', `/api/v1/accounts/${admin.accountId}/labels`, admin.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/accounts/${elsewhere.accountId}/labels`, elsewhere.headers)).statusCode).toBe(
      200,
    );
  });

  it('turning the requirement off lets everyone in again', async () => {
    const admin = await buildMember(t, { role: 'administrator' });
    await enrol(admin);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await requireMfa(admin, 0);
    expect((await call('GET', `/api/v1/accounts/${agent.accountId}/labels`, agent.headers)).statusCode).toBe(403);
    await call('PATCH', `/api/v1/accounts/${admin.accountId}`, admin.headers, { mfa_required: false });
    expect((await call('GET', `/api/v1/accounts/${agent.accountId}/labels`, agent.headers)).statusCode).toBe(200);
  });
});

describe("an administrator resets a member's two-factor sign-in", () => {
  it('turns it off, audits it, shows it in the agents list, and the member must enrol again', async () => {
    const admin = await buildMember(t, { role: 'administrator' });
    await enrol(admin);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await enrol(agent);
    await requireMfa(admin, 0);
    const listed = (await call('GET', `/api/v1/accounts/${admin.accountId}/agents`, admin.headers)).json<
      { id: number; mfa_enabled?: boolean }[]
    >();
    expect(listed.find((a) => a.id === agent.user.id)?.mfa_enabled).toBe(true);
    // Agents do not see who has two-factor sign-in.
    const asAgent = (await call('GET', `/api/v1/accounts/${admin.accountId}/agents`, agent.headers)).json<
      { mfa_enabled?: boolean }[]
    >();
    expect(asAgent.every((a) => a.mfa_enabled === undefined)).toBe(true);

    const reset = await call(
      'DELETE',
      `/api/v1/accounts/${admin.accountId}/agents/${agent.user.id}/mfa`,
      admin.headers,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: agent.user.id, mfa_enabled: false });
    const { rows } = await t.database.pool.query<{ action: string; user_id: number; auditable_type: string }>(
      `SELECT action, user_id, auditable_type FROM audit_logs WHERE account_id = $1 AND action = 'mfa_reset'`,
      [admin.accountId],
    );
    expect(rows).toEqual([{ action: 'mfa_reset', user_id: admin.user.id, auditable_type: 'AccountUser' }]);
    const res = await call('GET', `/api/v1/accounts/${admin.accountId}/labels`, agent.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'mfa_enrolment_required' });
  });

  it('refuses an agent, another account, oneself, and no token', async () => {
    const admin = await buildMember(t, { role: 'administrator' });
    const agent = await buildMember(t, { accountId: admin.accountId });
    const other = await buildMember(t, { role: 'administrator' });
    const url = (accountId: number, id: number) => `/api/v1/accounts/${accountId}/agents/${id}/mfa`;
    expect((await call('DELETE', url(admin.accountId, admin.user.id), agent.headers)).statusCode).toBe(401);
    expect((await call('DELETE', url(admin.accountId, agent.user.id))).statusCode).toBe(401);
    expect((await call('DELETE', url(other.accountId, agent.user.id), other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', url(admin.accountId, agent.user.id), other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', url(admin.accountId, admin.user.id), admin.headers)).statusCode).toBe(422);
    const { rows } = await t.database.pool.query(
      `SELECT 1 FROM audit_logs WHERE action = 'mfa_reset' AND account_id IN ($1, $2)`,
      [admin.accountId, other.accountId],
    );
    expect(rows).toHaveLength(0);
  });
});

describe("the console requires its SuperAdmin's two-factor sign-in", () => {
  it('refuses a SuperAdmin without 2FA with 403 mfa_enrolment_required, and lets them in once enrolled', async () => {
    const boss = await buildMember(t, { user: await buildUser(t, { type: 'SuperAdmin', mfa: false }) });
    const res = await call('GET', '/api/v1/super_admin/accounts', boss.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'mfa_enrolment_required' });
    expect((await call('GET', '/api/v1/super_admin/platform_apps', boss.headers)).statusCode).toBe(403);
    await enrol(boss);
    expect((await call('GET', '/api/v1/super_admin/accounts', boss.headers)).statusCode).toBe(200);
  });

  it('still refuses anyone else first as forbidden, and no token as unauthenticated', async () => {
    const admin = await buildMember(t, { role: 'administrator' });
    await enrol(admin);
    expect((await call('GET', '/api/v1/super_admin/accounts', admin.headers)).json()).toMatchObject({
      code: 'forbidden',
    });
    expect((await call('GET', '/api/v1/super_admin/accounts')).json()).toMatchObject({ code: 'unauthenticated' });
  });
});
