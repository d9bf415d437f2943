import { MESSAGE_TYPES } from '../../common/contracts/conversations.ts';
import type { TExecutor } from '../db/client.ts';
import { defineConsumer, type TConsumedEvent } from '../events/consumers.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { activeInboxBot, agentBotsInUse, type TAgentBotRow } from '../features/agentBots/index.ts';
import { botDeliveryIdOf, botDeliveryJob } from '../features/webhooks/index.ts';
import { findConversationByDisplayId } from '../features/conversationCore/index.ts';
import { findInboxRow, findMessage } from '../features/messages/index.ts';
import { webhookPayloadOf } from '../features/webhooks/index.ts';
import { findAccountName } from '../features/webhooks/index.ts';

type TBotEvent = TConsumedEvent<
  'message.created' | 'message.updated' | 'conversation.created' | 'conversation.status_changed' | 'webwidget.triggered'
>;

/** The inbox an event is about. */
const inboxIdOf = (e: TBotEvent) => e.data.inbox_id;

/** A status change the bot hears about, by Chatwoot's event name; other changes are not sent. */
const statusEventOf = (status: string) =>
  status === 'open' ? 'conversation_opened' : status === 'resolved' ? 'conversation_resolved' : null;

/** The body Chatwoot's AgentBotListener would POST for the event, or null when the bot is not told. */
const payloadOf = async (tx: TExecutor, e: TBotEvent, bot: TAgentBotRow) => {
  const inbox = await findInboxRow(tx, e.data.inbox_id);
  if (!inbox) return null;
  const account = { id: e.accountId, name: await findAccountName(tx, e.accountId) };
  switch (e.name) {
    case 'message.created':
    case 'message.updated': {
      const m = e.data;
      // Private notes and activity lines stay inside; the bot's own replies are not echoed back to it.
      if (m.private || m.message_type === MESSAGE_TYPES.activity) return null;
      if (m.sender_type === 'AgentBot' && m.sender_id === bot.id) return null;
      const conversation = await findConversationByDisplayId(tx, e.accountId, m.conversation_id);
      const message = conversation ? await findMessage(tx, conversation.id, m.id) : null;
      if (!conversation || !message) return null;
      const body = await webhookPayloadOf(tx, { message, conversation, inbox });
      return { ...body, event: e.name === 'message.created' ? 'message_created' : 'message_updated' };
    }
    case 'conversation.created':
      return { event: 'conversation_created', ...e.data, account, inbox: { id: inbox.id, name: inbox.name } };
    case 'conversation.status_changed': {
      const event = statusEventOf(e.data.status);
      return event && { event, ...e.data, account, inbox: { id: inbox.id, name: inbox.name } };
    }
    case 'webwidget.triggered':
      return {
        event: 'webwidget_triggered',
        contact: e.data.contact,
        event_info: e.data.event_info,
        account,
        inbox: { id: inbox.id, name: inbox.name },
      };
  }
};

/**
 * Agent bots (Chatwoot's AgentBotListener): the events of an inbox a bot answers go to the bot's
 * outgoing_url as one signed delivery job each (features/agentBots/botDelivery.ts: retries 5xx and
 * timeouts with backoff). Idempotent: the job's key is the event id.
 */
export const agentBotsConsumer = defineConsumer({
  name: 'agent_bots',
  events: [
    'message.created',
    'message.updated',
    'conversation.created',
    'conversation.status_changed',
    'webwidget.triggered',
  ],
  // What payloadOf never sends, told by the event alone.
  skips: (event) => {
    if (event.name === 'message.created' || event.name === 'message.updated')
      return event.data.private || event.data.message_type === MESSAGE_TYPES.activity;
    return event.name === 'conversation.status_changed' && statusEventOf(event.data.status) === null;
  },
  inUse: agentBotsInUse,
  handle: async (event, { deps }) => {
    // Most inboxes have no bot: one read, no transaction.
    const bot = await activeInboxBot(deps.db, event.accountId, inboxIdOf(event));
    if (!bot?.outgoingUrl) return;
    await deps.db.transaction(async (tx) => {
      const payload = await payloadOf(tx, event, bot);
      if (!payload) return;
      await enqueueJob(
        tx,
        botDeliveryJob,
        { botId: bot.id, deliveryId: botDeliveryIdOf(event.id, bot.id), body: JSON.stringify(payload) },
        { accountId: event.accountId, dedupeKey: `agent_bot_webhook:${event.id}` },
      );
    });
  },
});
