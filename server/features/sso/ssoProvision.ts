import type { TSsoError } from '../../../common/contracts/sso.ts';
import { AVAILABILITY_VALUE } from '../../../common/enums.ts';
import type { TDeps } from '../../deps.ts';
import { appendAccessChanged, appendPermissionsChanged } from '../../events/accessChanged.ts';
import { audit } from '../auditLogs/index.ts';
import {
  assertAccountLimit,
  findCustomRole,
  findMembership,
  findUserByEmail,
  findUserById,
  insertAccountUser,
  insertUser,
  updateAccountUser,
  type TUserRow,
} from '../users/index.ts';
import {
  countMemberships,
  findIdentity,
  insertIdentity,
  touchIdentity,
  type TSsoRoleMappings,
  type TSsoSettingsRow,
} from './sso.repo.ts';

/** A sign-in the identity provider vouched for, in either protocol. */
export interface TAssertedIdentity {
  protocol: 'oidc' | 'saml';
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  groups: string[];
}

/** A refusal the login page explains (`/app/login?sso_error=<code>`). */
export class SsoRefusal extends Error {
  constructor(
    readonly code: TSsoError,
    detail: string,
  ) {
    super(detail);
    this.name = 'SsoRefusal';
  }
}

const SSO_BY = (accountId: number) => ({ accountId, userId: null, name: 'Single sign-on' });

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The first mapping (in the settings' order) whose group the identity is in; role 0/1 or its name. */
export const mappedRole = (mappings: TSsoRoleMappings, groups: string[]) => {
  for (const [group, m] of Object.entries(mappings)) {
    if (!groups.includes(group)) continue;
    // A custom role is an agent's (as Chatwoot's custom roles): mapping one makes the member an agent.
    const role =
      m.role === undefined
        ? m.custom_role_id
          ? 0
          : undefined
        : m.role === 1 || (m.role as unknown) === 'administrator'
          ? 1
          : 0;
    return { role, customRoleId: m.custom_role_id ?? null };
  }
  return null;
};

/** A custom role that is not (or no longer) the account's is ignored, never applied. */
const ownCustomRole = async (deps: TDeps, accountId: number, id: number | null) =>
  id !== null && (await findCustomRole(deps.db, accountId, id)) ? id : null;

/**
 * The user an identity provider's answer stands for, in the account whose provider answered:
 * - an identity seen before (issuer + subject) is its user, when that user is still the account's member;
 * - else an existing member of this account only (and of no other: one account's provider never takes a
 *   user another account shares) whose email matches, and whose domain the account allows — linked now;
 * - else, for an allowed domain, a new user and member, provisioned just in time;
 * anything else is refused. The groups' role mapping is applied at every sign-in.
 */
export const resolveSsoUser = async (deps: TDeps, settings: TSsoSettingsRow, who: TAssertedIdentity) => {
  const accountId = settings.accountId;
  const mappings = who.protocol === 'oidc' ? settings.oidcRoleMappings : settings.samlRoleMappings;
  const mapped = mappedRole(mappings, who.groups);
  const identity = await findIdentity(deps.db, who.issuer, who.subject);
  let user: TUserRow | null;
  if (identity) {
    if (identity.accountId !== accountId) throw new SsoRefusal('account_mismatch', 'identity of another account');
    user = await findUserById(deps.db, identity.userId);
    if (!user || !(await findMembership(deps.db, user.id, accountId)))
      throw new SsoRefusal('account_mismatch', 'no longer a member');
    await touchIdentity(deps.db, identity.id);
  } else {
    if (!who.email) throw new SsoRefusal('email_missing', 'the provider sent no email');
    const email = who.email.toLowerCase();
    if (!settings.allowedDomains.includes(domainOf(email)))
      throw new SsoRefusal('domain_not_allowed', `domain of ${email} not allowed`);
    const existing = await findUserByEmail(deps.db, email);
    if (existing) {
      if (existing.type === 'SuperAdmin')
        throw new SsoRefusal('account_mismatch', 'super admins sign in with a password');
      const member = await findMembership(deps.db, existing.id, accountId);
      if (!member || (await countMemberships(deps.db, existing.id)) !== 1)
        throw new SsoRefusal('account_mismatch', 'the email belongs to a user of other accounts');
      user = existing;
      await deps.db.transaction(async (tx) => {
        await insertIdentity(tx, { userId: existing.id, accountId, ...identityOf(who) });
        await audit(tx, SSO_BY(accountId), 'update', { type: 'User', id: existing.id, name: existing.name }, null, {
          sso_identity: `${who.protocol}:${who.issuer}`,
        });
      });
    } else {
      return provision(deps, accountId, who, email, mapped);
    }
  }
  if (mapped) await applyRole(deps, accountId, user, mapped);
  return user;
};

const identityOf = (who: TAssertedIdentity) => ({
  protocol: who.protocol,
  issuer: who.issuer,
  subject: who.subject,
  lastSignInAt: new Date(),
});

const provision = async (
  deps: TDeps,
  accountId: number,
  who: TAssertedIdentity,
  email: string,
  mapped: ReturnType<typeof mappedRole>,
) => {
  const customRoleId = await ownCustomRole(deps, accountId, mapped?.customRoleId ?? null);
  return deps.db.transaction(async (tx) => {
    await assertAccountLimit(tx, accountId, 'agents');
    const name = who.name?.trim() || email.slice(0, email.indexOf('@'));
    // The provider proved the address; the user has no password (SSO or a reset link only).
    const user = await insertUser(tx, {
      name: name.slice(0, 255),
      email,
      encryptedPassword: null,
      confirmedAt: new Date(),
    });
    const au = await insertAccountUser(tx, {
      accountId,
      userId: user.id,
      role: mapped?.role ?? 0,
      customRoleId,
      availability: AVAILABILITY_VALUE.online,
    });
    await insertIdentity(tx, { userId: user.id, accountId, ...identityOf(who) });
    await audit(
      tx,
      SSO_BY(accountId),
      'create',
      { type: 'AccountUser', id: au.id, name: user.name, associated: { type: 'User', id: user.id } },
      null,
      { role: au.role, custom_role_id: au.customRoleId, provisioned_by: who.protocol },
    );
    return user;
  });
};

/** The mapped role (and custom role) replaces the member's when they differ; audited, sockets told. */
const applyRole = async (
  deps: TDeps,
  accountId: number,
  user: TUserRow,
  mapped: NonNullable<ReturnType<typeof mappedRole>>,
) => {
  const member = await findMembership(deps.db, user.id, accountId);
  if (!member) return;
  const role = mapped.role ?? member.accountUser.role;
  const customRoleId = await ownCustomRole(deps, accountId, mapped.customRoleId);
  if (role === member.accountUser.role && customRoleId === member.accountUser.customRoleId) return;
  await deps.db.transaction(async (tx) => {
    const au = await updateAccountUser(tx, accountId, user.id, { role, customRoleId });
    if (!au) return;
    await audit(
      tx,
      SSO_BY(accountId),
      'update',
      { type: 'AccountUser', id: au.id, name: user.name, associated: { type: 'User', id: user.id } },
      { role: member.accountUser.role, custom_role_id: member.accountUser.customRoleId },
      { role: au.role, custom_role_id: au.customRoleId },
    );
    await appendAccessChanged(tx, accountId, [user.id]);
    await appendPermissionsChanged(tx, accountId, [user.id]);
  });
};
