import { defineJob, PermanentJobError } from '../../jobs/queue.ts';
import { guardedFetch } from '../../lib/outbound/guardedFetch.ts';
import { OutboundRefusedError, outboundPolicy } from '../../lib/outbound/outboundGuard.ts';

const TIMEOUT_MS = 10_000;

/**
 * One automation send_webhook_event delivery: POSTs the JSON body through the outbound guard (a private
 * address, or a redirect to one, fails for good). Network errors, timeouts, 408, 429 and 5xx are retried
 * with backoff; other 4xx are final.
 */
export const automationWebhookJob = defineJob<{ url: string; body: string }>(
  'automation.webhook',
  async (data, { deps }) => {
    let res: Awaited<ReturnType<typeof guardedFetch>>;
    try {
      res = await guardedFetch(
        data.url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': 'Helpdesk-Automation' },
          body: data.body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
        outboundPolicy(deps.config),
      );
    } catch (err) {
      if (err instanceof OutboundRefusedError) throw new PermanentJobError(`automation webhook ${err.message}`);
      throw new Error(`automation webhook failed: ${(err as Error).name}`, { cause: err });
    }
    await res.body?.cancel().catch(() => undefined);
    if (res.ok) return;
    const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
    const msg = `automation webhook responded ${res.status}`;
    throw retryable ? new Error(msg) : new PermanentJobError(msg);
  },
  { maxAttempts: 6, retryDelaySeconds: 10, retryBackoff: true, pollSeconds: 1 },
);
