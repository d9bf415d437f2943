import { describe, expect, it } from 'vitest';
import type { TMessage } from './conversationTypes.ts';
import { canReplyTo, inReplyToOf, supportsReplyTo, supportsReplyToOutgoing } from './replyTo.ts';
import { textMessageFixture } from './testFixtures.ts';

const msg = (over: Partial<TMessage> = {}): TMessage => textMessageFixture(7, 'hi', over);
const inbox = (channel_type: string, medium = '') => ({ channel_type, medium });

describe('reply-to eligibility (part 2 §5)', () => {
  it('is offered for Facebook, web widget, Twitter, WhatsApp, Telegram and API inboxes', () => {
    for (const type of [
      'Channel::FacebookPage',
      'Channel::WebWidget',
      'Channel::TwitterProfile',
      'Channel::Whatsapp',
      'Channel::Telegram',
      'Channel::Api',
    ])
      expect(supportsReplyTo(inbox(type)), type).toBe(true);
    expect(supportsReplyTo(inbox('Channel::TwilioSms', 'whatsapp'))).toBe(true);
    for (const type of ['Channel::Email', 'Channel::Line', 'Channel::Sms'])
      expect(supportsReplyTo(inbox(type)), type).toBe(false);
    expect(supportsReplyTo(inbox('Channel::TwilioSms', 'sms'))).toBe(false);
  });

  it('replying to outgoing messages is the same set without Facebook', () => {
    expect(supportsReplyToOutgoing(inbox('Channel::FacebookPage'))).toBe(false);
    expect(supportsReplyToOutgoing(inbox('Channel::Api'))).toBe(true);
    expect(canReplyTo(inbox('Channel::FacebookPage'), msg({ message_type: 1 }))).toBe(false);
    expect(canReplyTo(inbox('Channel::FacebookPage'), msg())).toBe(true);
    expect(canReplyTo(inbox('Channel::Api'), msg({ message_type: 1 }))).toBe(true);
  });

  it('never for notes, activities, deleted, unsaved messages or an unknown inbox', () => {
    const api = inbox('Channel::Api');
    expect(canReplyTo(api, msg({ private: true, message_type: 1 }))).toBe(false);
    expect(canReplyTo(api, msg({ message_type: 2 }))).toBe(false);
    expect(canReplyTo(api, msg({ content_attributes: { deleted: true } }))).toBe(false);
    expect(canReplyTo(api, msg({ id: -3 }))).toBe(false);
    expect(canReplyTo(undefined, msg())).toBe(false);
  });

  it('reads the quoted id', () => {
    expect(inReplyToOf(msg({ content_attributes: { in_reply_to: 12 } }))).toBe(12);
    expect(inReplyToOf(msg({ content_attributes: { in_reply_to: '12' } }))).toBe(12);
    expect(inReplyToOf(msg({ content_attributes: { in_reply_to: null } }))).toBeNull();
    expect(inReplyToOf(msg())).toBeNull();
  });
});
