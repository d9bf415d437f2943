import { z } from 'zod';
import { ZTelegramAck } from '../../../../common/contracts/responses/bodies.ts';
import type { TRouteCtx } from '../../../http.ts';
import { findTelegramChannel } from '../channelLookup.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import type { TInboundMedia } from '../media.ts';
import { isTelegramSecretValid } from '../signatures.ts';
import { badSignature, header, payloadOf, unknownChannel } from '../webhookScope.ts';
import { telegramSourceId } from './telegram.adapter.ts';
import { ZTelegramUpdate, type TTelegramFile, type TTelegramMessage } from './telegram.payload.ts';

const FILE_KINDS = ['document', 'video', 'audio', 'voice', 'sticker', 'animation'] as const;

/** Telegram files are fetched by file_id (getFile); the URL would carry the bot token, so only the id is kept. */
const mediaOf = (m: TTelegramMessage): TInboundMedia[] => {
  const file = (kind: string, f: TTelegramFile): TInboundMedia[] => [
    {
      url: null,
      contentType: f.mime_type ?? null,
      fileName: f.file_name ?? null,
      meta: { kind, provider: 'telegram', file_id: f.file_id },
    },
  ];
  const photo = m.photo?.at(-1);
  if (photo) return file('image', photo);
  for (const kind of FILE_KINDS) {
    const f = m[kind];
    if (f) return file(kind === 'document' || kind === 'animation' ? 'file' : kind, f);
  }
  return [];
};

const contentOf = (m: TTelegramMessage) =>
  m.text ?? m.caption ?? (m.location ? `${m.location.latitude},${m.location.longitude}` : null);

export const registerTelegramWebhooks = ({ app, deps }: TRouteCtx) => {
  app.post(
    '/webhooks/telegram/:bot_token',
    {
      schema: {
        tags: ['Provider webhooks'],
        params: z.object({ bot_token: z.string().min(1).max(255) }),
        response: { 200: ZTelegramAck },
      },
    },
    async (req, reply) => {
      const { bot_token } = req.params;
      const found = await findTelegramChannel(deps.db, bot_token);
      if (!found) throw unknownChannel();
      if (!isTelegramSecretValid(found.channel.botToken, header(req, 'x-telegram-bot-api-secret-token'))) {
        throw badSignature();
      }
      const m = payloadOf(ZTelegramUpdate, req).message;
      const from = m?.from;
      // Private chats only: group messages are not conversations with one contact.
      if (m && from && m.chat.type === 'private') {
        const fromId = String(from.id);
        const name = [from.first_name, from.last_name].filter(Boolean).join(' ') || from.username;
        await ingestIncoming(deps, {
          inbox: found.inbox,
          senderId: fromId,
          contact: {
            name: name || fromId,
            additionalAttributes: {
              social_telegram_user_id: from.id,
              ...(from.username ? { social_telegram_user_name: from.username } : {}),
              ...(from.language_code ? { language_code: from.language_code } : {}),
            },
          },
          message: {
            sourceId: telegramSourceId(m.chat.id, m.message_id),
            content: contentOf(m),
            media: mediaOf(m),
            externalCreatedAt: m.date || null,
          },
        });
      }
      return reply.code(200).send({ ok: true });
    },
  );
};
