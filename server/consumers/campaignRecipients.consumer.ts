import { defineConsumer } from '../events/consumers.ts';
import { followMessageStatus } from '../features/campaignDelivery/index.ts';

/**
 * A one-off campaign's recipient follows its message's status (features/campaignDelivery): a provider's
 * status callback (Twilio, WhatsApp, Bandwidth) moves the message through its door, message.updated is
 * committed, and the recipient becomes delivered, read or failed with the provider's error. Only messages
 * a campaign sent (additional_attributes.campaign_id) make a job. Idempotent.
 */
export const campaignRecipientsConsumer = defineConsumer({
  name: 'campaign_recipients',
  events: ['message.updated'],
  skips: (event) => event.data.additional_attributes.campaign_id === undefined,
  handle: async (event, { deps }) => {
    const m = event.data;
    if (m.additional_attributes.campaign_id === undefined) return;
    const error = m.content_attributes.external_error;
    await followMessageStatus(deps, event.accountId, {
      id: m.id,
      status: m.status,
      externalError: typeof error === 'string' ? error : null,
      at: new Date(m.updated_at),
    });
  },
  pollSeconds: 2,
});
