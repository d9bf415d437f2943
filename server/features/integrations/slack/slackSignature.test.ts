import { describe, expect, it } from 'vitest';
import { isSlackRequestValid, slackSignature } from './slackSignature.ts';

const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
const BODY = 'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J';

describe('Slack request signatures', () => {
  it('matches the v0 HMAC of Slack’s documentation shape and accepts it within five minutes', () => {
    const sig = slackSignature(SECRET, '1531420618', BODY);
    expect(sig).toMatch(/^v0=[0-9a-f]{64}$/);
    expect(isSlackRequestValid(SECRET, { timestamp: '1531420618', signature: sig }, BODY, 1531420618 + 299)).toBe(true);
  });

  it('refuses a changed body, another secret, a stale or missing timestamp', () => {
    const sig = slackSignature(SECRET, '1531420618', BODY);
    const at = 1531420618;
    expect(isSlackRequestValid(SECRET, { timestamp: '1531420618', signature: sig }, `${BODY}x`, at)).toBe(false);
    expect(isSlackRequestValid('other', { timestamp: '1531420618', signature: sig }, BODY, at)).toBe(false);
    expect(isSlackRequestValid(SECRET, { timestamp: '1531420618', signature: sig }, BODY, at + 301)).toBe(false);
    expect(isSlackRequestValid(SECRET, { timestamp: undefined, signature: sig }, BODY, at)).toBe(false);
    expect(isSlackRequestValid(SECRET, { timestamp: '1531420618', signature: undefined }, BODY, at)).toBe(false);
  });
});
