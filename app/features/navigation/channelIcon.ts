import type { TIconName } from '../../components/Icon.tsx';
import type { TInbox } from '../../../common/contracts/responses/inboxes.ts';

/** The icon of an inbox's channel (Chatwoot's channel class names). */
export const channelIcon = (inbox: Pick<TInbox, 'channel_type' | 'medium'>): TIconName => {
  switch (inbox.channel_type) {
    case 'Channel::WebWidget':
      return 'globe';
    case 'Channel::Api':
      return 'code';
    case 'Channel::Email':
      return 'mail';
    case 'Channel::Sms':
      return 'sms';
    case 'Channel::TwilioSms':
      return inbox.medium === 'whatsapp' ? 'whatsapp' : 'sms';
    case 'Channel::Whatsapp':
      return 'whatsapp';
    case 'Channel::Line':
      return 'line';
    case 'Channel::Telegram':
      return 'telegram';
    case 'Channel::FacebookPage':
      return 'facebook';
    case 'Channel::Instagram':
      return 'instagram';
    case 'Channel::TwitterProfile':
      return 'twitter';
    default:
      return 'inbox';
  }
};
