import type { TContactInbox } from '../../../common/contracts/responses/contacts.ts';
import type { TInboxRow } from '../inboxes/index.ts';
import { avatarUrlOf } from '../users/index.ts';
import type { TContactInboxRow } from './contacts.repo.ts';

/** Chatwoot's contact_inbox partial: the source id and the inbox_slim of its inbox. */
export const presentContactInbox = (ci: TContactInboxRow, inbox: TInboxRow): TContactInbox => ({
  source_id: ci.sourceId,
  inbox: {
    id: inbox.id,
    avatar_url: avatarUrlOf(inbox.avatarKey),
    channel_id: inbox.channelId,
    name: inbox.name,
    channel_type: inbox.channelType,
    // Chatwoot reads the channel's provider (WhatsApp, SMS); the list does not load channel rows.
    provider: null,
  },
});
