import type { TInbox } from './inboxQueries.ts';

/** The i18n key naming an inbox's channel (Twilio shows its medium). */
export const channelLabelKey = (inbox: Pick<TInbox, 'channel_type' | 'medium'>) => {
  switch (inbox.channel_type) {
    case 'Channel::WebWidget':
      return 'channels.channel_webwidget' as const;
    case 'Channel::Api':
      return 'channels.channel_api' as const;
    case 'Channel::Email':
      return 'channels.channel_email' as const;
    case 'Channel::Sms':
      return 'channels.channel_sms' as const;
    case 'Channel::TwilioSms':
      return inbox.medium === 'whatsapp'
        ? ('inboxesPage.twilioWhatsapp' as const)
        : ('channels.channel_twiliosms' as const);
    case 'Channel::Whatsapp':
      return 'channels.channel_whatsapp' as const;
    case 'Channel::Line':
      return 'channels.channel_line' as const;
    case 'Channel::Telegram':
      return 'channels.channel_telegram' as const;
    case 'Channel::FacebookPage':
      return 'channels.channel_facebookpage' as const;
    case 'Channel::Instagram':
      return 'channels.channel_instagram' as const;
    case 'Channel::TwitterProfile':
      return 'channels.channel_twitterprofile' as const;
    default:
      return 'inboxesPage.unknownChannel' as const;
  }
};
