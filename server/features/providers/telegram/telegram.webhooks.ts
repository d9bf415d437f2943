import type { TRouteCtx } from '../../../http.ts';
import { str } from '../adapter.ts';
import { findTelegramChannel } from '../channelLookup.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import type { TInboundMedia } from '../media.ts';
import { pickString } from '../../../lib/providerHttp.ts';
import { isTelegramSecretValid } from '../signatures.ts';
import { badSignature, bodyOf, header, unknownChannel } from '../webhookScope.ts';
import { telegramSourceId } from './telegram.adapter.ts';

type TObj = Record<string, unknown>;

/** Telegram files are fetched by file_id (getFile); the URL would carry the bot token, so only the id is kept. */
const mediaOf = (m: TObj): TInboundMedia[] => {
  const file = (kind: string, f: unknown): TInboundMedia[] =>
    f && typeof f === 'object'
      ? [
          {
            url: null,
            contentType: pickString(f, 'mime_type') ?? null,
            fileName: pickString(f, 'file_name') ?? null,
            meta: { kind, provider: 'telegram', file_id: pickString(f, 'file_id') },
          },
        ]
      : [];
  if (Array.isArray(m.photo) && m.photo.length) return file('image', m.photo[m.photo.length - 1]);
  for (const kind of ['document', 'video', 'audio', 'voice', 'sticker', 'animation']) {
    if (m[kind]) return file(kind === 'document' || kind === 'animation' ? 'file' : kind, m[kind]);
  }
  return [];
};

const contentOf = (m: TObj) =>
  pickString(m, 'text') ??
  pickString(m, 'caption') ??
  (m.location ? `${pickString(m, 'location', 'latitude')},${pickString(m, 'location', 'longitude')}` : null);

export const registerTelegramWebhooks = ({ app, deps }: TRouteCtx) => {
  app.post('/webhooks/telegram/:bot_token', async (req, reply) => {
    const { bot_token } = req.params as { bot_token: string };
    const found = await findTelegramChannel(deps.db, bot_token);
    if (!found) throw unknownChannel();
    if (!isTelegramSecretValid(found.channel.botToken, header(req, 'x-telegram-bot-api-secret-token'))) {
      throw badSignature();
    }
    const m = (bodyOf(req).data as TObj | null)?.message as TObj | undefined;
    const from = (m?.from ?? null) as TObj | null;
    // Private chats only: group messages are not conversations with one contact.
    if (m && from && pickString(m, 'chat', 'type') === 'private' && m.message_id !== undefined) {
      const name = [str(from.first_name), str(from.last_name)].filter(Boolean).join(' ') || str(from.username);
      await ingestIncoming(deps, {
        inbox: found.inbox,
        senderId: str(from.id),
        contact: {
          name: name || str(from.id),
          additionalAttributes: {
            social_telegram_user_id: from.id,
            ...(from.username ? { social_telegram_user_name: from.username } : {}),
            ...(from.language_code ? { language_code: from.language_code } : {}),
          },
        },
        message: {
          sourceId: telegramSourceId(pickString(m, 'chat', 'id') ?? str(from.id), str(m.message_id)),
          content: contentOf(m),
          media: mediaOf(m),
          externalCreatedAt: Number(m.date) || null,
        },
      });
    }
    return reply.code(200).send({ ok: true });
  });
};
