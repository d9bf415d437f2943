import { ACCESS_CHANGED_EVENT } from '../../common/realtime.ts';
import type { TExecutor } from '../db/client.ts';
import { appendEvent } from './events.repo.ts';

/**
 * Records, in the transaction that changes it, that some users' access to the account changed:
 * their membership (removed), role or custom role, a custom role's permissions (pass its holders),
 * their inboxes; `'all'` for everyone in the account (the account suspended). No client receives
 * it: each node's hub reads the scope of those users' subscriptions again before it delivers any
 * later event, and ends the subscriptions of users who are no longer members (realtime/hub.ts).
 */
export const appendAccessChanged = async (tx: TExecutor, accountId: number, userIds: number[] | 'all') => {
  if (userIds !== 'all' && userIds.length === 0) return;
  await appendEvent(
    tx,
    accountId,
    ACCESS_CHANGED_EVENT,
    { user_ids: userIds === 'all' ? null : [...new Set(userIds)] },
    { kind: 'nobody' },
  );
};

/** The `page:reload` reason that tells a tab its permissions changed (our SPA re-reads the profile, no reload). */
export const ACCESS_CHANGED_RELOAD = 'access_changed';

/**
 * Besides the sockets' scope (appendAccessChanged), tells each user's open tabs that their role or custom role's
 * permissions changed: Chatwoot's clients reload on `page:reload`; ours re-read the profile, so menus and pages
 * follow at once.
 */
export const appendPermissionsChanged = async (tx: TExecutor, accountId: number, userIds: number[]) => {
  for (const userId of new Set(userIds))
    await appendEvent(tx, accountId, 'page:reload', { reason: ACCESS_CHANGED_RELOAD }, { kind: 'user', userId });
};

/** Whether an access.changed event's data concerns `userId` (null user_ids: everyone). */
export const accessChangeConcerns = (data: unknown, userId: number) => {
  const ids = (data as { user_ids?: unknown } | null)?.user_ids;
  return !Array.isArray(ids) || ids.includes(userId);
};
