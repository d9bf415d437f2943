import type { TCampaignRecipient, TRecipientStatus } from '../../../common/contracts/campaignDelivery.ts';
import type { TRecipientRow } from './campaignDelivery.repo.ts';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export const presentRecipient = (row: {
  recipient: TRecipientRow;
  contact: { id: number; name: string; phoneNumber: string | null };
  conversationDisplayId: number | null;
}): TCampaignRecipient => ({
  id: row.recipient.id,
  contact: { id: row.contact.id, name: row.contact.name, phone_number: row.contact.phoneNumber },
  status: row.recipient.status as TRecipientStatus,
  provider_message_id: row.recipient.providerMessageId,
  error_code: row.recipient.errorCode,
  error: row.recipient.error,
  conversation_id: row.conversationDisplayId,
  sent_at: unix(row.recipient.sentAt),
  delivered_at: unix(row.recipient.deliveredAt),
  read_at: unix(row.recipient.readAt),
});

export const RECIPIENT_CSV_HEADER = [
  'contact_id',
  'name',
  'phone_number',
  'status',
  'error_code',
  'error',
  'provider_message_id',
  'conversation_id',
  'sent_at',
  'delivered_at',
  'read_at',
] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : '');

export const recipientCsvRow = (row: Parameters<typeof presentRecipient>[0]) => [
  row.contact.id,
  row.contact.name,
  row.contact.phoneNumber,
  row.recipient.status,
  row.recipient.errorCode,
  row.recipient.error,
  row.recipient.providerMessageId,
  row.conversationDisplayId,
  iso(row.recipient.sentAt),
  iso(row.recipient.deliveredAt),
  iso(row.recipient.readAt),
];
