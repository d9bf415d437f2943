import { describe, expect, it } from 'vitest';
import { nextUnreadMine, shouldRing, type TAlertMessage } from './alertRule.ts';
import { audioSettingsOf, audioSettingsPatch } from './audioSettings.ts';

const me = 7;
const msg = (o: Partial<TAlertMessage> & { assignee?: number | null } = {}): TAlertMessage => ({
  message_type: o.message_type ?? 0,
  private: o.private ?? false,
  conversation_id: o.conversation_id ?? 42,
  conversation: { assignee_id: o.assignee === undefined ? me : o.assignee },
});
const away = { inFront: false, openConversationId: null };

describe('audio alert settings', () => {
  it('reads Chatwoot’s keys with quiet defaults, and writes them back', () => {
    expect(audioSettingsOf({})).toEqual({ scope: 'none', tone: 'ding', alsoWhenInFront: false, remindUnread: false });
    expect(audioSettingsOf({ enable_audio_alerts: true, notification_tone: 'nope' })).toMatchObject({
      scope: 'all',
      tone: 'ding',
    });
    const patch = audioSettingsPatch({ scope: 'mine', tone: 'bell', alsoWhenInFront: true, remindUnread: true });
    expect(audioSettingsOf(patch)).toEqual({ scope: 'mine', tone: 'bell', alsoWhenInFront: true, remindUnread: true });
  });
});

describe('shouldRing', () => {
  const all = audioSettingsOf({ enable_audio_alerts: 'all' });
  const mine = audioSettingsOf({ enable_audio_alerts: 'mine' });

  it('rings for a customer’s message only, by scope', () => {
    expect(shouldRing(all, msg({ assignee: null }), me, away)).toBe(true);
    expect(shouldRing(mine, msg({ assignee: null }), me, away)).toBe(false);
    expect(shouldRing(mine, msg(), me, away)).toBe(true);
    expect(shouldRing(all, msg({ message_type: 1 }), me, away)).toBe(false);
    expect(shouldRing(all, msg({ private: true }), me, away)).toBe(false);
    expect(shouldRing(audioSettingsOf({}), msg(), me, away)).toBe(false);
  });

  it('stays quiet while the tab is in front unless asked, and always for the open conversation', () => {
    const front = { inFront: true, openConversationId: 5 };
    expect(shouldRing(all, msg(), me, front)).toBe(false);
    const always = { ...all, alsoWhenInFront: true };
    expect(shouldRing(always, msg(), me, front)).toBe(true);
    expect(shouldRing(always, msg({ conversation_id: 5 }), me, front)).toBe(false);
    expect(shouldRing(always, msg({ conversation_id: 5 }), me, { inFront: false, openConversationId: 5 })).toBe(true);
  });
});

describe('nextUnreadMine', () => {
  it('adds my conversations with a new customer message, drops ones opened or given away', () => {
    let unread = nextUnreadMine(new Set(), msg(), me, null);
    expect([...unread]).toEqual([42]);
    unread = nextUnreadMine(unread, msg({ conversation_id: 43, message_type: 1 }), me, null);
    expect([...unread]).toEqual([42]);
    unread = nextUnreadMine(unread, msg({ conversation_id: 44 }), me, 44);
    expect([...unread]).toEqual([42]);
    unread = nextUnreadMine(unread, msg({ assignee: 9 }), me, null);
    expect([...unread]).toEqual([]);
  });
});
