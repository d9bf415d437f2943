import { AVAILABILITY_VALUE, ROLE_VALUE } from '../../common/enums.ts';
import type { TDb } from '../db/client.ts';
import { hashPassword } from '../lib/crypto.ts';
import { insertAccount } from '../features/accounts/index.ts';
import { insertAccountUser, updateAccountUser } from '../features/users/index.ts';
import { hasUsers, insertUser, resetApiAccessToken } from '../features/users/index.ts';
import { addressOf, type TDemoActor, type TDemoApi } from './demo.api.ts';
import {
  DEMO_CANNED_RESPONSES,
  DEMO_CONTACT_ATTRIBUTES,
  DEMO_FOLDERS,
  DEMO_INBOXES,
  DEMO_LABELS,
  DEMO_SEGMENTS,
  DEMO_TEAMS,
  DEMO_TWILIO,
} from './demo.catalog.ts';
import {
  DEMO_ACCOUNT_NAME,
  DEMO_ADMIN,
  DEMO_AGENTS,
  DEMO_PASSWORD,
  type TInboxKey,
  type TTeamKey,
} from './demo.people.ts';

export interface TDemoPerson extends TDemoActor {
  key: string;
  userId: number;
  name: string;
}

export interface TDemoWorkspace {
  accountId: number;
  people: Map<string, TDemoPerson>;
  admin: TDemoPerson;
  inboxes: Map<TInboxKey, number>;
  teams: Map<TTeamKey, number>;
}

/**
 * The account and its people, written directly like sign-up does (users with a known password, already
 * confirmed). The first user of a fresh installation operates it, as with a first sign-up.
 */
export const createAccountAndPeople = async (db: TDb) => {
  const encryptedPassword = await hashPassword(DEMO_PASSWORD);
  const fresh = !(await hasUsers(db));
  return db.transaction(async (tx) => {
    const account = await insertAccount(tx, { name: DEMO_ACCOUNT_NAME });
    const people = new Map<string, TDemoPerson>();
    let adminId: number | null = null;
    for (const [i, p] of [DEMO_ADMIN, ...DEMO_AGENTS].entries()) {
      const user = await insertUser(tx, {
        name: p.name,
        email: p.email,
        encryptedPassword,
        confirmedAt: new Date(),
        type: fresh && p === DEMO_ADMIN ? 'SuperAdmin' : null,
      });
      adminId ??= user.id;
      await insertAccountUser(tx, {
        accountId: account.id,
        userId: user.id,
        role: ROLE_VALUE[p.role],
        inviterId: p === DEMO_ADMIN ? null : adminId,
      });
      await updateAccountUser(tx, account.id, user.id, { availability: AVAILABILITY_VALUE[p.availability] });
      const token = await resetApiAccessToken(tx, user.id);
      people.set(p.key, { key: p.key, userId: user.id, name: p.name, token, address: addressOf(i) });
    }
    return { accountId: account.id, people };
  });
};

/** Labels, teams, inboxes and their members, attributes, canned responses and saved filters — through the API. */
export const createWorkspace = async (
  api: TDemoApi,
  accountId: number,
  people: Map<string, TDemoPerson>,
): Promise<TDemoWorkspace> => {
  const admin = people.get(DEMO_ADMIN.key);
  if (!admin) throw new Error('demo seed: the administrator is missing');
  const all = [DEMO_ADMIN, ...DEMO_AGENTS];
  const idOf = (key: string) => people.get(key)?.userId ?? 0;

  for (const label of DEMO_LABELS) await api(admin, 'POST', '/labels', label);

  const teams = new Map<TTeamKey, number>();
  for (const team of DEMO_TEAMS) {
    const { id } = await api<{ id: number }>(admin, 'POST', '/teams', {
      name: team.name,
      description: team.description,
      allow_auto_assign: true,
    });
    teams.set(team.key, id);
    const members = all.filter((p) => p.teams.includes(team.key)).map((p) => idOf(p.key));
    await api(admin, 'POST', `/teams/${id}/team_members`, { user_ids: members });
  }

  const inboxes = new Map<TInboxKey, number>();
  for (const inbox of DEMO_INBOXES) {
    inboxes.set(inbox.key, (await api<{ id: number }>(admin, 'POST', '/inboxes', inbox.body)).id);
  }
  inboxes.set('sms', (await api<{ id: number }>(admin, 'POST', '/channels/twilio_channel', DEMO_TWILIO)).id);
  for (const [key, inboxId] of inboxes) {
    const members = all.filter((p) => p.inboxes.includes(key)).map((p) => idOf(p.key));
    await api(admin, 'POST', '/inbox_members', { inbox_id: inboxId, user_ids: members });
  }

  for (const attribute of DEMO_CONTACT_ATTRIBUTES) await api(admin, 'POST', '/custom_attribute_definitions', attribute);
  for (const canned of DEMO_CANNED_RESPONSES) await api(admin, 'POST', '/canned_responses', canned);
  for (const filter of [...DEMO_FOLDERS, ...DEMO_SEGMENTS]) await api(admin, 'POST', '/custom_filters', filter);

  return { accountId, people, admin, inboxes, teams };
};
