import { describe, expect, it } from 'vitest';
import {
  editorMessageKey,
  isSignatureEnabled,
  messageKeySettings,
  SIGNATURE_CHANNELS,
  signatureFlagKey,
  slugifyChannel,
} from './uiSettings.ts';

describe('ui settings', () => {
  it("slugs channel types as Chatwoot does and names each channel's signature flag", () => {
    expect(slugifyChannel('Channel::WebWidget')).toBe('channel_webwidget');
    expect(signatureFlagKey('Channel::Email')).toBe('channel_email_signature_enabled');
    expect(isSignatureEnabled({ channel_email_signature_enabled: true }, 'Channel::Email')).toBe(true);
    expect(isSignatureEnabled({}, 'Channel::Email')).toBe(false);
    for (const c of SIGNATURE_CHANNELS) expect(slugifyChannel(c.type)).toBe(c.slug);
  });

  it('reads the send key from editor_message_key, then enter_to_send_enabled, Enter by default', () => {
    expect(editorMessageKey({})).toBe('enter');
    expect(editorMessageKey({ editor_message_key: 'cmd_enter' })).toBe('cmd_enter');
    expect(editorMessageKey({ enter_to_send_enabled: false })).toBe('cmd_enter');
    expect(editorMessageKey({ editor_message_key: 'bogus', enter_to_send_enabled: true })).toBe('enter');
  });

  it('writes both send-key settings together', () => {
    expect(messageKeySettings('cmd_enter')).toEqual({ editor_message_key: 'cmd_enter', enter_to_send_enabled: false });
    expect(messageKeySettings('enter')).toEqual({ editor_message_key: 'enter', enter_to_send_enabled: true });
  });
});
