import type { TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { audit, type TAuditBy } from '../auditLogs/index.ts';
import * as channels from '../inboxes/index.ts';

/**
 * A channel reconnected by a new sign-in (Facebook's reauthorize_page, Instagram's and X's login again): the
 * channel takes the new tokens and its reauthorization flag is cleared, the inbox's audit log says so, and
 * dashboards read the inbox list again — one transaction. The inbox and its conversations are kept.
 */
export const reconnectChannel = async (
  deps: TDeps,
  by: TAuditBy & { accountId: number },
  target: {
    channelType: string;
    channelId: number;
    wasFlagged: boolean;
    inbox: { id: number; name: string } | null;
  },
  tokens: Record<string, unknown>,
) => {
  await deps.db.transaction(async (tx) => {
    await channels.updateChannel(tx, target.channelType, target.channelId, {
      ...tokens,
      reauthorizationRequiredAt: null,
    });
    if (target.inbox)
      await audit(
        tx,
        by,
        'update',
        { type: 'Inbox', id: target.inbox.id, name: target.inbox.name },
        { reauthorization_required: target.wasFlagged },
        { reauthorization_required: false },
      );
    await invalidateCache(tx, by.accountId, 'inbox');
  });
};
