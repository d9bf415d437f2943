import type { TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { appendEvent } from '../../events/events.repo.ts';
import type { TInboxRow } from '../inboxes/index.ts';
import { flagFacebookPage } from './reauthorization.repo.ts';

/**
 * The provider refused the channel's token: the inbox is flagged (reauthorization_required: the sidebar's
 * warning and the settings banner), dashboards refresh their inbox list, and inbox.reauthorization_required
 * tells the administrators (server/consumers/reauthorizationMail.consumer.ts). Only the first refusal does
 * this; reconnecting the page (callbacks/reauthorize_page) clears the flag.
 */
export const flagReauthorization = async (deps: TDeps, inbox: TInboxRow) => {
  if (inbox.channelType !== 'Channel::FacebookPage') return;
  await deps.db.transaction(async (tx) => {
    if (!(await flagFacebookPage(tx, inbox.channelId))) return;
    await invalidateCache(tx, inbox.accountId, 'inbox');
    await appendEvent(
      tx,
      inbox.accountId,
      'inbox.reauthorization_required',
      { inbox_id: inbox.id, inbox_name: inbox.name },
      { kind: 'nobody' },
    );
  });
};
