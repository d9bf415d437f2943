/** Keys of the user's ui_settings this page writes (Chatwoot's names, so settings carry over). */

export type TEditorMessageKey = 'enter' | 'cmd_enter';

/** The channels a signature can be switched on for (Chatwoot's channel class names). */
export const SIGNATURE_CHANNELS = [
  { type: 'Channel::WebWidget', slug: 'channel_webwidget' },
  { type: 'Channel::Email', slug: 'channel_email' },
  { type: 'Channel::Api', slug: 'channel_api' },
  { type: 'Channel::Sms', slug: 'channel_sms' },
  { type: 'Channel::TwilioSms', slug: 'channel_twiliosms' },
  { type: 'Channel::Whatsapp', slug: 'channel_whatsapp' },
  { type: 'Channel::Line', slug: 'channel_line' },
  { type: 'Channel::Telegram', slug: 'channel_telegram' },
  { type: 'Channel::FacebookPage', slug: 'channel_facebookpage' },
  { type: 'Channel::Instagram', slug: 'channel_instagram' },
  { type: 'Channel::TwitterProfile', slug: 'channel_twitterprofile' },
] as const;

/** Chatwoot's slug of a channel type: lower-case, "::" and the first space or hyphen made "_". */
export const slugifyChannel = (channelType: string) =>
  channelType.toLowerCase().replace(' ', '_').replace('-', '_').replace('::', '_');

/** e.g. channel_webwidget_signature_enabled */
export const signatureFlagKey = (channelType: string) => `${slugifyChannel(channelType)}_signature_enabled`;

export const isSignatureEnabled = (ui: Record<string, unknown>, channelType: string) =>
  ui[signatureFlagKey(channelType)] === true;

/** The send key: editor_message_key, else the older enter_to_send_enabled flag; Enter by default. */
export const editorMessageKey = (ui: Record<string, unknown>): TEditorMessageKey => {
  if (ui.editor_message_key === 'enter' || ui.editor_message_key === 'cmd_enter') return ui.editor_message_key;
  return ui.enter_to_send_enabled === false ? 'cmd_enter' : 'enter';
};

/** Both keys written together so older and newer clients agree. */
export const messageKeySettings = (key: TEditorMessageKey) => ({
  editor_message_key: key,
  enter_to_send_enabled: key === 'enter',
});
