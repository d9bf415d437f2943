import type { TIconName } from '../../components/Icon.tsx';

/** The channels of the picker, in the spec's order of sub pages (part 1 §2). */
export const CHANNEL_PAGES = [
  'website',
  'facebook',
  'instagram',
  'twitter',
  'whatsapp',
  'sms',
  'email',
  'api',
  'telegram',
  'line',
] as const;
export type TChannelPage = (typeof CHANNEL_PAGES)[number];

export const isChannelPage = (v: string | undefined): v is TChannelPage =>
  (CHANNEL_PAGES as readonly string[]).includes(v ?? '');

export const CHANNEL_PAGE_ICONS: Record<TChannelPage, TIconName> = {
  website: 'globe',
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'twitter',
  whatsapp: 'whatsapp',
  sms: 'sms',
  email: 'mail',
  api: 'code',
  telegram: 'telegram',
  line: 'line',
};
