import crypto from 'node:crypto';
import { defineJob, PermanentJobError } from '../../jobs/queue.ts';
import { guardedFetch } from '../../lib/outbound/guardedFetch.ts';
import { OutboundRefusedError, outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { signWebhook, WEBHOOK_TIMEOUT_MS } from './apiInboxWebhook.ts';
import { findBotById } from '../agentBots/index.ts';

/**
 * Delivery of conversation events to an agent bot's outgoing_url, signed like the API-inbox webhooks
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

export const botDeliveryJob = defineJob<TBotDeliveryJob>(
  'agent_bot_webhook',
  async (data, { deps }) => {
    const bot = await findBotById(deps.db, data.botId);
    if (!bot?.outgoingUrl) return; // bot deleted or its URL removed since: nothing to deliver
    const timestamp = Math.floor(Date.now() / 1000);
    let res: Awaited<ReturnType<typeof guardedFetch>>;
    try {
      res = await guardedFetch(
        bot.outgoingUrl,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'Helpdesk-AgentBot',
            'X-Chatwoot-Timestamp': String(timestamp),
            'X-Chatwoot-Signature': signWebhook(bot.secret, timestamp, data.body),
            'X-Chatwoot-Delivery': data.deliveryId,
          },
          body: data.body,
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        },
        outboundPolicy(deps.config),
      );
    } catch (err) {
      if (err instanceof OutboundRefusedError) throw new PermanentJobError(`agent bot ${err.message}`);
      // The URL may carry credentials in its query: only the error kind is recorded.
      throw new Error(`agent bot delivery failed: ${(err as Error).name}`, { cause: err });
    }
    await res.body?.cancel().catch(() => undefined);
    if (res.ok) return;
    const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
    const msg = `agent bot responded ${res.status}`;
    throw retryable ? new Error(msg) : new PermanentJobError(msg);
  },
  { maxAttempts: 6, retryDelaySeconds: 10, retryBackoff: true, pollSeconds: 1 },
);
