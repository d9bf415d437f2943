import { AVAILABILITY_VALUE } from '../../common/enums.ts';
import type { TDeps } from '../deps.ts';
import { appendEvent } from '../events/events.repo.ts';
import { findMembership, updateAccountUser } from '../features/users/index.ts';
import { heartbeat, isOnlineElsewhere, presenceSnapshot, removePresence } from './presence.repo.ts';

/** Auto-offline's change of an agent's availability, and everyone told who is online now. */
const changeAvailability = (
  deps: TDeps,
  accountId: number,
  userId: number,
  patch: { availability: number; availabilityBeforeAutoOffline: number | null },
) =>
  deps.db.transaction(async (tx) => {
    await updateAccountUser(tx, accountId, userId, patch);
    await appendEvent(
      tx,
      accountId,
      'presence.update',
      { ...(await presenceSnapshot(tx, accountId)) },
      { kind: 'account' },
    );
  });

/** update_presence: mark the agent seen now and return who is online. */
export const agentHeartbeat = async (deps: TDeps, accountId: number, userId: number, nodeId: string) => {
  await heartbeat(deps.db, accountId, 'User', userId, nodeId);
  return presenceSnapshot(deps.db, accountId);
};

/**
 * A new subscription of an agent: marked seen now, and one whom auto-offline took offline gets their previous
 * availability back (everyone is told). Who else is online is not read here: the app asks with update_presence,
 * and reading every presence for each of many agents reconnecting at once (a restart) cost n² rows.
 */
export const agentArrived = async (deps: TDeps, accountId: number, userId: number, nodeId: string) => {
  await heartbeat(deps.db, accountId, 'User', userId, nodeId);
  const before = (await findMembership(deps.db, userId, accountId))?.accountUser.availabilityBeforeAutoOffline;
  if (before === null || before === undefined) return;
  await changeAvailability(deps, accountId, userId, { availability: before, availabilityBeforeAutoOffline: null });
};

/**
 * The agent's last tab on this node closed. If no other node has one either
 * and auto-offline is on, they go offline and everyone is told.
 */
export const agentLeft = async (deps: TDeps, accountId: number, userId: number, nodeId: string) => {
  await removePresence(deps.db, accountId, 'User', userId, nodeId);
  if (await isOnlineElsewhere(deps.db, accountId, userId, nodeId)) return;
  const m = await findMembership(deps.db, userId, accountId);
  if (!m?.accountUser.autoOffline || m.accountUser.availability === AVAILABILITY_VALUE.offline) return;
  await changeAvailability(deps, accountId, userId, {
    availability: AVAILABILITY_VALUE.offline,
    availabilityBeforeAutoOffline: m.accountUser.availability,
  });
};
