import type { TDeps } from '../../deps.ts';
import { defineJob, PermanentJobError } from '../../jobs/queue.ts';
import { guardedFetch } from '../../lib/outbound/guardedFetch.ts';
import { OutboundRefusedError, outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { signWebhook, WEBHOOK_TIMEOUT_MS } from './apiInboxWebhook.ts';
import { findWebhook, insertDelivery, type TWebhookDeliveryRow, type TWebhookRow } from './webhooks.repo.ts';

/**
 * One POST of one event to one account webhook, recorded in the delivery log whatever the outcome.
 * Headers as the API-inbox webhooks send them (see docs/WEBHOOKS.md):
 *   X-Chatwoot-Timestamp, X-Chatwoot-Signature (sha256=HMAC of "<timestamp>.<body>"), X-Chatwoot-Delivery.
 */

/** The answer's first bytes kept in the log. */
export const EXCERPT_BYTES = 1024;

export type TDeliveryTrigger = 'event' | 'redelivery' | 'test';

export interface TDeliveryRequest {
  deliveryId: string;
  event: string;
  body: string;
  trigger: TDeliveryTrigger;
  attempt: number;
}

export interface TAttemptOutcome {
  row: TWebhookDeliveryRow;
  /** A 5xx, 408, 429, timeout or network error: worth another try. */
  retryable: boolean;
}

/** Reads at most EXCERPT_BYTES of a body, then stops reading. */
const excerptOf = async (res: Awaited<ReturnType<typeof guardedFetch>>) => {
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A body cut short still has its first bytes.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks).subarray(0, EXCERPT_BYTES));
  // A multi-byte character cut at the limit decodes to U+FFFD: drop it.
  return text.replace(/\uFFFD$/, '');
};

const errorOf = (err: unknown) => {
  if (err instanceof OutboundRefusedError) return err.message;
  const e = err as Error;
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `timed out after ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  // The URL may carry credentials in its query: only the error kind (and a code) is recorded.
  const code = (e.cause as { code?: unknown } | undefined)?.code;
  return `network error: ${typeof code === 'string' ? code : e.name}`;
};

/** Sends once and records the attempt; never throws for the receiver's failures. */
export const attemptDelivery = async (
  deps: TDeps,
  webhook: TWebhookRow,
  req: TDeliveryRequest,
): Promise<TAttemptOutcome> => {
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  let statusCode: number | null = null;
  let excerpt: string | null = null;
  let error: string | null = null;
  let retryable: boolean;
  try {
    const res = await guardedFetch(
      webhook.url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Helpdesk-Webhook',
          'X-Chatwoot-Timestamp': String(timestamp),
          'X-Chatwoot-Signature': signWebhook(webhook.secret, timestamp, req.body),
          'X-Chatwoot-Delivery': req.deliveryId,
          'X-Chatwoot-Event': req.event,
        },
        body: req.body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      outboundPolicy(deps.config),
    );
    statusCode = res.status;
    excerpt = await excerptOf(res);
    retryable = res.status >= 500 || res.status === 408 || res.status === 429;
  } catch (err) {
    error = errorOf(err);
    retryable = !(err instanceof OutboundRefusedError);
  }
  const row = await insertDelivery(deps.db, {
    accountId: webhook.accountId,
    webhookId: webhook.id,
    deliveryId: req.deliveryId,
    event: req.event,
    attempt: req.attempt,
    trigger: req.trigger,
    statusCode,
    latencyMs: Math.round(performance.now() - started),
    responseExcerpt: excerpt,
    error,
    body: req.body,
  });
  return { row, retryable };
};

export const isDelivered = (row: Pick<TWebhookDeliveryRow, 'statusCode'>) =>
  row.statusCode !== null && row.statusCode >= 200 && row.statusCode < 300;

export interface TAccountWebhookJob {
  accountId: number;
  webhookId: number;
  deliveryId: string;
  event: string;
  body: string;
}

/**
 * The delivery of one committed event to one webhook: 5xx, 408, 429, timeouts and network errors are
 * retried with exponential backoff (10 s, 20 s, 40 s … six runs in all); other answers and a refused
 * target are final. A webhook deleted meanwhile gets nothing.
 */
export const accountWebhookJob = defineJob<TAccountWebhookJob>(
  'account_webhook',
  async (data, { deps, attempt }) => {
    const found = await findWebhook(deps.db, data.accountId, data.webhookId);
    if (!found) return;
    const { row, retryable } = await attemptDelivery(deps, found.webhook, { ...data, trigger: 'event', attempt });
    if (isDelivered(row)) return;
    const msg = row.statusCode === null ? `webhook ${row.error ?? 'failed'}` : `webhook responded ${row.statusCode}`;
    throw retryable ? new Error(msg) : new PermanentJobError(msg);
  },
  { maxAttempts: 6, retryDelaySeconds: 10, retryBackoff: true, pollSeconds: 0.5, concurrency: 25 },
);
