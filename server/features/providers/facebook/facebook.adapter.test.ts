import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { messagingTypeFor, OutsideWindowError } from './facebook.adapter.ts';

const HOUR = 3600 * 1000;
const now = Date.UTC(2026, 0, 10);
const ago = (hours: number) => new Date(now - hours * HOUR);

describe('messagingTypeFor', () => {
  it('answers inside 24 hours as a RESPONSE', () => {
    expect(messagingTypeFor(loadConfig({}), ago(23.9), now)).toEqual({ messaging_type: 'RESPONSE' });
  });

  it('refuses after 24 hours, or with no customer message, unless HUMAN_AGENT is enabled (up to 7 days)', () => {
    const plain = loadConfig({});
    expect(() => messagingTypeFor(plain, ago(25), now)).toThrow(OutsideWindowError);
    expect(() => messagingTypeFor(plain, null, now)).toThrow(/24-hour messaging window/);
    const tagged = loadConfig({ ENABLE_MESSENGER_CHANNEL_HUMAN_AGENT: 'true' });
    expect(messagingTypeFor(tagged, ago(24 * 6), now)).toEqual({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
    expect(() => messagingTypeFor(tagged, ago(24 * 7 + 1), now)).toThrow(OutsideWindowError);
  });

  it('is a permanent refusal (no retries)', () => {
    expect(new OutsideWindowError().isPermanent).toBe(true);
  });
});
