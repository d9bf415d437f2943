import { describe, expect, it } from 'vitest';
import { isMalformedPhone } from './ChannelPhoneField.tsx';

describe('channel phone rules', () => {
  it('plus: a + and digits, nothing else', () => {
    expect(isMalformedPhone('+15550001111', 'plus')).toBe(false);
    expect(isMalformedPhone('15550001111', 'plus')).toBe(true);
    expect(isMalformedPhone('+1 555', 'plus')).toBe(true);
  });

  it('e164: a + and at most 15 digits; empty is left to the required rule', () => {
    expect(isMalformedPhone('+14155550123', 'e164')).toBe(false);
    expect(isMalformedPhone('14155550123', 'e164')).toBe(true);
    expect(isMalformedPhone('+1234567890123456', 'e164')).toBe(true);
    expect(isMalformedPhone('  ', 'e164')).toBe(false);
  });
});
