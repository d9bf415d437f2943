import crypto from 'node:crypto';
import type webpushModule from 'web-push';
import type { TConfig } from '../../config.ts';
import { guardedFetch } from '../../lib/outbound/guardedFetch.ts';
import { OutboundRefusedError, outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import type { TVapidKeys } from '../notificationSubscriptions/index.ts';

/** A push the agent did not see within a day is stale: the push service may drop it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export interface TPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type TPushOutcome = 'sent' | 'expired' | 'failed';

const isUsableKey = (p256dh: string) => {
  try {
    crypto.createECDH('prime256v1').computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
};

/** VAPID's contact: the sender address (mailto:), as push services ask for one. */
const vapidSubject = (mailFrom: string) => {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
};

/**
 * Encrypts the payload for one browser (web-push: aes128gcm, VAPID-signed) and POSTs it to the
 * browser's push service through the outbound guard: the endpoint is a URL a signed-in user gave, so
 * it must resolve to a public address at send time like any tenant-set target. 404/410 mean the
 * browser dropped the subscription, and unusable keys can never be pushed to ('expired': the caller removes it).
 */
export const sendWebPush = async (
  config: Pick<TConfig, 'mailFrom' | 'allowPrivateNetworkTargets'>,
  keys: TVapidKeys,
  target: TPushTarget,
  payload: string,
): Promise<{ outcome: TPushOutcome; status?: number; reason?: string }> => {
  // web-push loads with the first push, not with the server (start-up memory).
  const { default: webpush } = await import('web-push');
  let details: ReturnType<typeof webpushModule.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: {
          subject: vapidSubject(config.mailFrom),
          publicKey: keys.public_key,
          privateKey: keys.private_key,
        },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (err) {
    // Keys that are not a P-256 point cannot be encrypted to, now or later: as good as unsubscribed.
    if (!isUsableKey(target.p256dh)) return { outcome: 'expired', reason: 'the subscription keys are not usable' };
    return { outcome: 'failed', reason: `push not prepared: ${(err as Error).message}` };
  }
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const res = await guardedFetch(
      details.endpoint,
      { method: 'POST', headers, body: details.body, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) },
      outboundPolicy(config),
    );
    await res.body?.cancel().catch(() => undefined);
    if (res.ok) return { outcome: 'sent', status: res.status };
    if (res.status === 404 || res.status === 410) return { outcome: 'expired', status: res.status };
    return { outcome: 'failed', status: res.status, reason: `push service responded ${res.status}` };
  } catch (err) {
    // The endpoint may carry a token in its path: only the kind of failure is recorded.
    const reason = err instanceof OutboundRefusedError ? err.message : `push failed: ${(err as Error).name}`;
    return { outcome: 'failed', reason };
  }
};
