import { z } from 'zod';

/** Telegram ids as text, whichever JSON type they came in. */
const ZText = z.union([z.string(), z.number()]).transform(String);

/** A file of a Telegram message (document, video, audio, voice, sticker, animation, a photo size). */
export const ZTelegramFile = z.looseObject({
  file_id: ZText,
  mime_type: z.string().optional(),
  file_name: z.string().optional(),
});
export type TTelegramFile = z.output<typeof ZTelegramFile>;

export const ZTelegramUser = z.looseObject({
  id: z.union([z.string(), z.number()]),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  language_code: z.string().optional(),
});

export const ZTelegramMessage = z.looseObject({
  message_id: ZText,
  date: z.number().optional(),
  chat: z.looseObject({ id: ZText, type: z.string() }),
  from: ZTelegramUser.optional(),
  text: z.string().optional(),
  caption: z.string().optional(),
  location: z.looseObject({ latitude: ZText, longitude: ZText }).optional(),
  photo: z.array(ZTelegramFile).optional(),
  document: ZTelegramFile.optional(),
  video: ZTelegramFile.optional(),
  audio: ZTelegramFile.optional(),
  voice: ZTelegramFile.optional(),
  sticker: ZTelegramFile.optional(),
  animation: ZTelegramFile.optional(),
});
export type TTelegramMessage = z.output<typeof ZTelegramMessage>;

/** POST /webhooks/telegram/:bot_token: an Update; only `message` is ingested, other kinds are acknowledged. */
export const ZTelegramUpdate = z.looseObject({
  update_id: z.number().optional(),
  message: ZTelegramMessage.optional(),
});
