import crypto from 'node:crypto';
import { safeEqual } from '../../../lib/crypto.ts';

/** How old a signed request may be (Slack's advice: five minutes, against replays). */
export const SLACK_SIGNATURE_MAX_AGE_S = 5 * 60;

/** Slack's v0 signature: `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{raw body}` with the app's signing secret. */
export const slackSignature = (signingSecret: string, timestamp: string, rawBody: string) =>
  `v0=${crypto.createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`;

/** X-Slack-Signature checked in constant time, and X-Slack-Request-Timestamp within five minutes of now. */
export const isSlackRequestValid = (
  signingSecret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  nowS = Math.floor(Date.now() / 1000),
) => {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowS - Number(timestamp)) > SLACK_SIGNATURE_MAX_AGE_S) return false;
  return safeEqual(slackSignature(signingSecret, timestamp, rawBody), signature);
};
