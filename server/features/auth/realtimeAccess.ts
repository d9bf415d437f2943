import type { TExecutor } from '../../db/client.ts';
import { appendAccessChanged } from '../../events/accessChanged.ts';
import { listMemberships } from '../users/index.ts';
import { rotatePubsubToken } from '../users/index.ts';

/**
 * Ends a user's realtime access everywhere (a password reset, "sign out everywhere", sign-out of the last
 * session): their pubsub_token is replaced, so the old one opens no new subscription, and an access.changed
 * in each of their accounts' logs makes every node's hub read their subscriptions' scope again — a
 * subscription opened with the old token is then ended and its socket closed (realtime/hub.ts). Runs in
 * the caller's transaction; returns the user with the new token.
 */
export const endRealtimeAccess = async (tx: TExecutor, userId: number) => {
  const user = await rotatePubsubToken(tx, userId);
  for (const m of await listMemberships(tx, userId)) await appendAccessChanged(tx, m.account.id, [userId]);
  return user;
};
