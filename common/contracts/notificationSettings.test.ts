import { describe, expect, it } from 'vitest';
import {
  bitsToFlags,
  flagsToBits,
  notificationTypeValue,
  ZUpdateNotificationSettingsRequest,
} from './notificationSettings.ts';

describe('notification flags', () => {
  it('puts type N at bit N-1', () => {
    expect(notificationTypeValue('conversation_creation')).toBe(1);
    expect(notificationTypeValue('sla_missed_resolution')).toBe(8);
    expect(flagsToBits(['email_conversation_creation'], 'email_')).toBe(1);
    expect(flagsToBits(['push_conversation_assignment'], 'push_')).toBe(2);
    expect(flagsToBits(['email_sla_missed_resolution'], 'email_')).toBe(128);
  });

  it('round-trips in type order and ignores names of the other channel', () => {
    const bits = flagsToBits(['email_conversation_mention', 'email_conversation_creation', 'push_x'], 'email_');
    expect(bits).toBe(1 | 8);
    expect(bitsToFlags(bits, 'email_')).toEqual(['email_conversation_creation', 'email_conversation_mention']);
    expect(bitsToFlags(0, 'push_')).toEqual([]);
  });

  it('refuses an unknown flag, naming it', () => {
    const r = ZUpdateNotificationSettingsRequest.safeParse({
      notification_settings: { selected_email_flags: ['email_nope'] },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain('email_nope');
    expect(r.error?.issues[0]?.path).toEqual(['notification_settings', 'selected_email_flags']);
  });
});
