import type { TExecutor } from '../../db/client.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import { recordMessage } from '../messages/index.ts';
import { findOngoingCampaign, type TCampaignRow } from './campaigns.repo.ts';

/** The enabled ongoing campaign of a website inbox a visitor answers (null when gone or switched off). */
export const findAnsweredCampaign = (db: TExecutor, inboxId: number, displayId: number) =>
  findOngoingCampaign(db, inboxId, displayId);

/**
 * A website campaign is not stored until the visitor answers it: then its message becomes the
 * conversation's first, outgoing from the campaign's sender, marked with the campaign (reports leave it
 * out of agents' replies).
 */
export const recordCampaignMessage = (tx: TExecutor, conversation: TConversationRow, campaign: TCampaignRow) =>
  recordMessage(tx, {
    origin: 'campaign',
    conversation,
    content: campaign.message,
    additionalAttributes: { campaign_id: campaign.displayId },
    sender: campaign.senderId ? { type: 'User', id: campaign.senderId } : null,
  });
