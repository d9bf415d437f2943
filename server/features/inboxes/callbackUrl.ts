import type { TChannelRow, TChannelRowOf } from './channels.repo.ts';

/** The URL a provider must call for this channel's incoming messages (null for channels without one). */
export const callbackUrlOf = (baseUrl: string, channelType: string, channel: TChannelRow | null) => {
  if (!channel) return null;
  switch (channelType) {
    case 'Channel::Whatsapp':
      return `${baseUrl}/webhooks/whatsapp/${(channel as TChannelRowOf<'Channel::Whatsapp'>).phoneNumber}`;
    case 'Channel::Sms':
      return `${baseUrl}/webhooks/sms/${(channel as TChannelRowOf<'Channel::Sms'>).phoneNumber.replace(/^\+/, '')}`;
    case 'Channel::Line':
      return `${baseUrl}/webhooks/line/${encodeURIComponent((channel as TChannelRowOf<'Channel::Line'>).lineChannelId)}`;
    case 'Channel::Telegram':
      return `${baseUrl}/webhooks/telegram/${(channel as TChannelRowOf<'Channel::Telegram'>).botToken}`;
    case 'Channel::TwilioSms':
      return `${baseUrl}/twilio/callback`;
    default:
      return null;
  }
};
