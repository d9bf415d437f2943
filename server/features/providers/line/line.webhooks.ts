import { z } from 'zod';
import { ZEmpty } from '../../../../common/contracts/responses/bodies.ts';
import type { TRouteCtx } from '../../../http.ts';
import { findLineChannel } from '../channelLookup.repo.ts';
import { findContactInbox } from '../inbound.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import type { TInboundMedia } from '../media.ts';
import { isLineSignatureValid } from '../signatures.ts';
import { badSignature, bodyOf, header, payloadOf, unknownChannel } from '../webhookScope.ts';
import { fetchLineProfile } from './line.adapter.ts';
import { ZLineWebhook, type TLineMessage } from './line.payload.ts';

const contentOf = (m: TLineMessage) => {
  switch (m.type) {
    case 'text':
      return m.text ?? '';
    case 'location':
      return [m.title, m.address].filter(Boolean).join(', ') || `${m.latitude ?? ''},${m.longitude ?? ''}`;
    case 'sticker':
      return null;
    default:
      return null;
  }
};

/** LINE media are fetched by message id from its content API; the id is kept with the attachment. */
const mediaOf = (m: TLineMessage): TInboundMedia[] => {
  const kind = m.type;
  const stickerId = m.stickerId ?? '';
  if (kind === 'sticker')
    return [
      {
        url: `https://stickershop.line-scdn.net/stickershop/v1/sticker/${stickerId}/android/sticker.png`,
        contentType: 'image/png',
        meta: { kind: 'sticker', provider: 'line', package_id: m.packageId ?? '', sticker_id: stickerId },
      },
    ];
  if (!['image', 'video', 'audio', 'file'].includes(kind)) return [];
  return [
    {
      url: null,
      contentType: null,
      fileName: m.fileName || null,
      meta: { kind: kind === 'file' ? 'file' : kind, provider: 'line', message_id: m.id },
    },
  ];
};

export const registerLineWebhooks = ({ app, deps }: TRouteCtx) => {
  app.post(
    '/webhooks/line/:line_channel_id',
    {
      schema: {
        tags: ['Provider webhooks'],
        params: z.object({ line_channel_id: z.string().min(1).max(255) }),
        response: { 200: ZEmpty },
      },
    },
    async (req, reply) => {
      const { line_channel_id } = req.params;
      const found = await findLineChannel(deps.db, line_channel_id);
      if (!found) throw unknownChannel();
      const body = bodyOf(req);
      if (!isLineSignatureValid(found.channel.lineChannelSecret, body.raw, header(req, 'x-line-signature'))) {
        throw badSignature();
      }
      const { events } = payloadOf(ZLineWebhook, req);
      for (const e of events) {
        const userId = e.source?.userId;
        const message = e.message;
        if (e.type !== 'message' || !userId || !message?.id) continue;
        // The display name is looked up once, when the sender is new to this inbox.
        const known = await findContactInbox(deps.db, found.inbox.id, userId);
        const profile = known ? null : await fetchLineProfile(deps.config, found.channel, userId);
        await ingestIncoming(deps, {
          inbox: found.inbox,
          senderId: userId,
          contact: {
            name: profile?.name ?? userId,
            additionalAttributes: {
              social_line_user_id: userId,
              ...(profile?.pictureUrl && { avatar_url: profile.pictureUrl }),
            },
          },
          message: {
            sourceId: message.id,
            content: contentOf(message),
            media: mediaOf(message),
            externalCreatedAt: Math.floor(Number(e.timestamp) / 1000) || null,
          },
        });
      }
      return reply.code(200).send({});
    },
  );
};
