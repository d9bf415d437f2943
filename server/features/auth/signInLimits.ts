import { setTimeout as sleep } from 'node:timers/promises';
import { RATE_LIMITS } from '../../../common/limits.ts';
import type { TDeps } from '../../deps.ts';
import { countRateLimitHit, forgetRateLimitHit, hitRateLimit } from '../../lib/rateLimit.ts';

/**
 * Sign-in limits, kept in PostgreSQL (every node sees the same counts). Each attempt is counted up
 * front, so concurrent guesses cannot slip past a check, and taken back when it succeeds: only
 * failures count. One address against one account and one address against many are refused (429);
 * one account from many addresses is only slowed, so nobody can lock a real user out.
 */
export const beginSignInAttempt = async (deps: TDeps, email: string, ip: string) => {
  const { signInFailuresPerEmailIp: pair, signInFailuresPerIp: perIp, signInFailuresPerEmail: perEmail } = RATE_LIMITS;
  const who = email.toLowerCase();
  const keys = {
    pair: `sign_in:email_ip:${who}:${ip}`,
    ip: `sign_in:ip:${ip}`,
    email: `sign_in:email:${who}`,
  };
  await hitRateLimit(deps.db, keys.pair, pair.max, pair.windowSeconds);
  await hitRateLimit(deps.db, keys.ip, perIp.max, perIp.windowSeconds);
  const forEmail = await countRateLimitHit(deps.db, keys.email, perEmail.windowSeconds);
  if (forEmail > perEmail.max) await sleep(perEmail.delayMs);
  return {
    /** The attempt succeeded: it does not count against anyone. */
    succeeded: async () => {
      for (const key of Object.values(keys)) await forgetRateLimitHit(deps.db, key);
    },
  };
};
