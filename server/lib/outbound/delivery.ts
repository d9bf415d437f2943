import crypto from 'node:crypto';
import type { TDeps } from '../../deps.ts';
import { defineJob, PermanentJobError, type TJobContext } from '../../jobs/queue.ts';
import { AppError } from '../appError.ts';
import {
  findDeliveryLog,
  findDeliveryTarget,
  insertDeliveryLog,
  listDeliveryLog,
  type TDeliveryKind,
  type TDeliveryLogRow,
} from './deliveryLog.repo.ts';
import { guardedFetch } from './guardedFetch.ts';
import { OutboundRefusedError, outboundPolicy } from './outboundGuard.ts';
import { errorText } from '../serverText.ts';

/**
 * The one outbound delivery service: every POST of an event to a URL a tenant set (account webhooks,
 * API-inbox webhooks, agent bots, automation rules' and macros' send_webhook_event) goes through
 * `deliver`, which
 *   - signs it as the kind's receivers expect (the headers below; docs/WEBHOOKS.md),
 *   - sends it through the outbound guard (guardedFetch: public addresses only, checked at connect time;
 *     a redirect is followed only within the target's origin, so the signed body never goes elsewhere),
 *     within WEBHOOK_TIMEOUT_MS, reading at most EXCERPT_BYTES of the answer,
 *   - records the attempt in the delivery log (webhook_deliveries, `kind` + `target_id`),
 * and `defineDeliveryJob` retries 5xx, 408, 429, timeouts and network errors with exponential backoff.
 */

export type { TDeliveryKind, TDeliveryLogRow } from './deliveryLog.repo.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The answer's first bytes kept in the log. */
export const EXCERPT_BYTES = 1024;

/** sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">: Chatwoot's X-Chatwoot-Signature. */
export const signWebhook = (secret: string, timestamp: number, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * What each kind's receiver gets (unchanged from before the service: receivers verify these).
 * Signed kinds send X-Chatwoot-Timestamp, X-Chatwoot-Signature and X-Chatwoot-Delivery.
 */
const KIND_HEADERS: Record<TDeliveryKind, { userAgent: string; signed: boolean; eventHeader: boolean }> = {
  account_webhook: { userAgent: 'Helpdesk-Webhook', signed: true, eventHeader: true },
  api_inbox: { userAgent: 'Helpdesk-Webhook', signed: true, eventHeader: false },
  agent_bot: { userAgent: 'Helpdesk-AgentBot', signed: true, eventHeader: false },
  automation_rule: { userAgent: 'Helpdesk-Automation', signed: false, eventHeader: false },
  macro: { userAgent: 'Helpdesk-Automation', signed: false, eventHeader: false },
};

/** Where one delivery goes. `secret` null: sent unsigned (automation actions, as Chatwoot's). */
export interface TDeliveryTarget {
  kind: TDeliveryKind;
  accountId: number;
  /** The webhook, inbox, agent bot, automation rule or macro id. */
  targetId: number;
  url: string;
  secret: string | null;
}

export type TDeliveryTrigger = 'event' | 'redelivery' | 'test';

export interface TDeliveryRequest {
  /** X-Chatwoot-Delivery: the same on every retry and redelivery of one event. */
  deliveryId: string;
  event: string;
  body: string;
  trigger: TDeliveryTrigger;
  /** 1 on the first run. */
  attempt: number;
}

export interface TAttemptOutcome {
  row: TDeliveryLogRow;
  /** A 5xx, 408, 429, timeout or network error: worth another try. */
  retryable: boolean;
}

const headersOf = (target: TDeliveryTarget, req: TDeliveryRequest) => {
  const kind = KIND_HEADERS[target.kind];
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': kind.userAgent };
  if (kind.signed && target.secret) {
    const timestamp = Math.floor(Date.now() / 1000);
    headers['X-Chatwoot-Timestamp'] = String(timestamp);
    headers['X-Chatwoot-Signature'] = signWebhook(target.secret, timestamp, req.body);
    headers['X-Chatwoot-Delivery'] = req.deliveryId;
  }
  if (kind.eventHeader) headers['X-Chatwoot-Event'] = req.event;
  return headers;
};

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

/** The first error code in a cause chain (fetch wraps ENOTFOUND, ECONNREFUSED … in a TypeError). */
const codeOf = (err: unknown): string | null => {
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 5; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'UND_ERR_SOCKET') return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return null;
};

/** Why no answer came, for the log; never the URL (its query may carry credentials). */
export const describeFailure = (err: unknown) => {
  if (err instanceof OutboundRefusedError) return err.message;
  const e = err as Error;
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `timed out after ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  return `network error: ${codeOf(err) ?? e.name}`;
};

const REDIRECT_NOT_FOLLOWED = 'redirect to another origin not followed';

/** Sends once and records the attempt; never throws for the receiver's failures. */
export const deliver = async (
  deps: TDeps,
  target: TDeliveryTarget,
  req: TDeliveryRequest,
): Promise<TAttemptOutcome> => {
  const started = performance.now();
  let statusCode: number | null = null;
  let excerpt: string | null = null;
  let error: string | null = null;
  let retryable: boolean;
  try {
    const res = await guardedFetch(
      target.url,
      {
        method: 'POST',
        headers: headersOf(target, req),
        body: req.body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      outboundPolicy(deps.config),
      { redirects: 'same-origin' },
    );
    statusCode = res.status;
    excerpt = await excerptOf(res);
    if (res.status >= 300 && res.status < 400 && res.headers.get('location')) error = REDIRECT_NOT_FOLLOWED;
    retryable = res.status >= 500 || res.status === 408 || res.status === 429;
  } catch (err) {
    error = describeFailure(err);
    retryable = !(err instanceof OutboundRefusedError);
  }
  const automation = target.kind === 'automation_rule' || target.kind === 'macro';
  const row = await insertDeliveryLog(deps.db, {
    accountId: target.accountId,
    kind: target.kind,
    targetId: target.targetId,
    webhookId: target.kind === 'account_webhook' ? target.targetId : null,
    url: automation ? target.url : null,
    deliveryId: req.deliveryId,
    event: req.event.slice(0, 64),
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

export const isDelivered = (row: Pick<TDeliveryLogRow, 'statusCode'>) =>
  row.statusCode !== null && row.statusCode >= 200 && row.statusCode < 300;

/** The event name a body carries ("event": …), for the log of kinds whose job does not name it. */
export const eventOfBody = (body: string): string => {
  try {
    const event = (JSON.parse(body) as { event?: unknown }).event;
    return typeof event === 'string' ? event : 'unknown';
  } catch {
    return 'unknown';
  }
};

/** Retries of every delivery job: six runs in all, 10 s, 20 s, 40 s … apart (with jitter). */
export const DELIVERY_RETRIES = { maxAttempts: 6, retryDelaySeconds: 10, retryBackoff: true } as const;

/** What a delivery job's data resolves to when it runs; null: the target is gone, nothing to send. */
export type TResolvedDelivery = { target: TDeliveryTarget; request: Omit<TDeliveryRequest, 'trigger' | 'attempt'> };

/**
 * A queue of deliveries of one kind: `resolve` reads the target as it is now (a deleted bot or a removed
 * URL gets nothing); each run is one logged attempt. A 2xx completes the job; 5xx, 408, 429, timeouts
 * and network errors retry with backoff; other answers and a refused target fail it for good. The job's
 * error names the status or the cause (`<label> responded 503`, `<label> network error: ENOTFOUND`).
 */
export const defineDeliveryJob = <T>(
  name: string,
  label: string,
  resolve: (data: T, ctx: TJobContext) => Promise<TResolvedDelivery | null>,
  options: { pollSeconds?: number; concurrency?: number } = {},
) =>
  defineJob<T>(
    name,
    async (data, ctx) => {
      const resolved = await resolve(data, ctx);
      if (!resolved) return;
      const { row, retryable } = await deliver(ctx.deps, resolved.target, {
        ...resolved.request,
        trigger: 'event',
        attempt: ctx.attempt,
      });
      if (isDelivered(row)) return;
      const msg =
        row.statusCode === null ? `${label} ${row.error ?? 'failed'}` : `${label} responded ${row.statusCode}`;
      throw retryable ? new Error(msg) : new PermanentJobError(msg);
    },
    { ...DELIVERY_RETRIES, pollSeconds: 1, ...options },
  );

/** The target's delivery log, newest first (404 when the target is not the account's). */
export const listDeliveries = async (deps: TDeps, accountId: number, kind: TDeliveryKind, targetId: number) => {
  if (!(await findDeliveryTarget(deps.db, kind, targetId, accountId)))
    throw new AppError('not_found', errorText('deliveryTargetNotFound'));
  return listDeliveryLog(deps.db, accountId, kind, targetId);
};

/**
 * Sends a logged attempt's body again, now (once, no retries), with its delivery id, to the target's
 * current URL (an automation action's: the URL it was sent to) and signed with its current secret.
 */
export const redeliver = async (
  deps: TDeps,
  accountId: number,
  kind: TDeliveryKind,
  targetId: number,
  logId: number,
): Promise<TAttemptOutcome> => {
  const target = await findDeliveryTarget(deps.db, kind, targetId, accountId);
  if (!target) throw new AppError('not_found', errorText('deliveryTargetNotFound'));
  const past = await findDeliveryLog(deps.db, accountId, kind, targetId, logId);
  if (!past) throw new AppError('not_found', errorText('deliveryNotFound'));
  const url = past.url ?? target.url;
  if (!url) throw AppError.invalid('url', errorText('nowhereToDeliver'));
  return deliver(
    deps,
    { kind, accountId, targetId, url, secret: target.secret },
    { deliveryId: past.deliveryId, event: past.event, body: past.body, trigger: 'redelivery', attempt: 1 },
  );
};
