import crypto from 'node:crypto';
import { findBotById } from '../agentBots/index.ts';
import { defineDeliveryJob } from '../../lib/outbound/delivery.ts';
import { eventOfBody } from '../../lib/outbound/delivery.ts';

/**
 * Delivery of conversation events to an agent bot's outgoing_url through the one outbound delivery
 * service (server/lib/outbound/delivery.ts), logged under the bot, signed like the API-inbox webhooks
 * with the bot's secret:
 *   X-Chatwoot-Timestamp: <unix seconds>
 *   X-Chatwoot-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">
 *   X-Chatwoot-Delivery: <uuid, the same on every retry>
 * Network errors, timeouts, 408, 429 and 5xx retry with exponential backoff; other 4xx and a target the
 * outbound guard refuses are final. The agent_bots consumer queues one job per event.
 */

export interface TBotDeliveryJob {
  botId: number;
  deliveryId: string;
  body: string;
}

/** A delivery id that stays the same however often one event is handled (uuid-shaped). */
export const botDeliveryIdOf = (eventId: number, botId: number) => {
  const h = crypto.createHash('sha256').update(`agent-bot:${botId}:${eventId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export const botDeliveryJob = defineDeliveryJob<TBotDeliveryJob>(
  'agent_bot_webhook',
  'agent bot',
  async (data, ctx) => {
    const bot = await findBotById(ctx.deps.db, data.botId);
    if (!bot?.outgoingUrl) return null; // bot deleted or its URL removed since: nothing to deliver
    // A global bot's deliveries are logged under the account whose conversation the event is about.
    const accountId = ctx.accountId ?? bot.accountId;
    if (accountId === null) return null;
    return {
      target: { kind: 'agent_bot', accountId, targetId: bot.id, url: bot.outgoingUrl, secret: bot.secret },
      request: { deliveryId: data.deliveryId, event: eventOfBody(data.body), body: data.body },
    };
  },
);
