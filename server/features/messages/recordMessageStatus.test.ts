import { describe, expect, it } from 'vitest';
import { DELIVERED, FAILED, nextStatus, READ, SENT } from './recordMessageStatus.ts';

const ALL = [SENT, DELIVERED, READ, FAILED];

describe('nextStatus: the one message status rule', () => {
  it('moves forward sent → delivered → read, never back', () => {
    for (const origin of ['provider', 'api', 'delivery', 'agent'] as const) {
      expect(nextStatus(SENT, DELIVERED, origin)).toBe(true);
      expect(nextStatus(DELIVERED, READ, origin)).toBe(true);
      expect(nextStatus(SENT, READ, origin)).toBe(true);
      expect(nextStatus(DELIVERED, SENT, origin)).toBe(false);
      // Chatwoot's StatusUpdateService rule: a read message is never reported back to delivered.
      expect(nextStatus(READ, DELIVERED, origin)).toBe(false);
    }
  });

  it('keeps read final, and an unknown or repeated status changes nothing', () => {
    for (const next of ALL) expect(nextStatus(READ, next, 'api')).toBe(false);
    for (const s of ALL) expect(nextStatus(s, s, 'provider')).toBe(false);
    expect(nextStatus(SENT, -1, 'api')).toBe(false);
  });

  it('fails from sent or delivered; after a failure delivered/read apply, sent only for a new attempt', () => {
    expect(nextStatus(SENT, FAILED, 'provider')).toBe(true);
    expect(nextStatus(DELIVERED, FAILED, 'delivery')).toBe(true);
    expect(nextStatus(FAILED, DELIVERED, 'provider')).toBe(true);
    expect(nextStatus(FAILED, READ, 'api')).toBe(true);
    expect(nextStatus(FAILED, SENT, 'provider')).toBe(false);
    expect(nextStatus(FAILED, SENT, 'agent')).toBe(true);
    expect(nextStatus(FAILED, SENT, 'api')).toBe(true);
  });
});
