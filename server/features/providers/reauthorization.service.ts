import type { TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { appendEvent } from '../../events/events.repo.ts';
import type { TInboxRow } from '../inboxes/index.ts';
import { flagFacebookPage, flagInstagram, flagTwitterProfile } from './reauthorization.repo.ts';

/** The channels whose token a provider can refuse, and how each is flagged. */
const FLAGGERS: Record<string, { flag: typeof flagFacebookPage; provider: string }> = {
  'Channel::FacebookPage': { flag: flagFacebookPage, provider: 'Facebook' },
  'Channel::Instagram': { flag: flagInstagram, provider: 'Instagram' },
  'Channel::TwitterProfile': { flag: flagTwitterProfile, provider: 'X' },
};

/**
 * The provider refused the channel's token: the inbox is flagged (reauthorization_required: the sidebar's
 * warning and the settings banner), dashboards refresh their inbox list, and inbox.reauthorization_required
 * tells the administrators (server/consumers/reauthorizationMail.consumer.ts). Only the first refusal does
 * this; reconnecting (callbacks/reauthorize_page, or Instagram's or X's sign-in again) clears the flag.
 */
export const flagReauthorization = async (deps: TDeps, inbox: TInboxRow) => {
  const flagger = FLAGGERS[inbox.channelType];
  if (!flagger) return;
  const { flag, provider } = flagger;
  await deps.db.transaction(async (tx) => {
    if (!(await flag(tx, inbox.channelId))) return;
    await invalidateCache(tx, inbox.accountId, 'inbox');
    await appendEvent(
      tx,
      inbox.accountId,
      'inbox.reauthorization_required',
      { inbox_id: inbox.id, inbox_name: inbox.name, provider },
      { kind: 'nobody' },
    );
  });
};
