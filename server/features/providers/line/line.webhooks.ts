import type { TRouteCtx } from '../../../http.ts';
import { str } from '../adapter.ts';
import { findLineChannel } from '../channelLookup.repo.ts';
import { findContactInbox } from '../inbound.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import type { TInboundMedia } from '../media.ts';
import { pick, pickString } from '../../../lib/providerHttp.ts';
import { isLineSignatureValid } from '../signatures.ts';
import { badSignature, bodyOf, header, unknownChannel } from '../webhookScope.ts';
import { fetchLineProfile } from './line.adapter.ts';

type TObj = Record<string, unknown>;

const contentOf = (m: TObj) => {
  switch (m.type) {
    case 'text':
      return str(m.text);
    case 'location':
      return [str(m.title), str(m.address)].filter(Boolean).join(', ') || `${str(m.latitude)},${str(m.longitude)}`;
    case 'sticker':
      return null;
    default:
      return null;
  }
};

/** LINE media are fetched by message id from its content API; the id is kept with the attachment. */
const mediaOf = (m: TObj): TInboundMedia[] => {
  const kind = str(m.type);
  if (kind === 'sticker')
    return [
      {
        url: `https://stickershop.line-scdn.net/stickershop/v1/sticker/${str(m.stickerId)}/android/sticker.png`,
        contentType: 'image/png',
        meta: { kind: 'sticker', provider: 'line', package_id: str(m.packageId), sticker_id: str(m.stickerId) },
      },
    ];
  if (!['image', 'video', 'audio', 'file'].includes(kind)) return [];
  return [
    {
      url: null,
      contentType: null,
      fileName: str(m.fileName) || null,
      meta: { kind: kind === 'file' ? 'file' : kind, provider: 'line', message_id: str(m.id) },
    },
  ];
};

export const registerLineWebhooks = ({ app, deps }: TRouteCtx) => {
  app.post('/webhooks/line/:line_channel_id', async (req, reply) => {
    const { line_channel_id } = req.params as { line_channel_id: string };
    const found = await findLineChannel(deps.db, line_channel_id);
    if (!found) throw unknownChannel();
    const body = bodyOf(req);
    if (!isLineSignatureValid(found.channel.lineChannelSecret, body.raw, header(req, 'x-line-signature'))) {
      throw badSignature();
    }
    const events = pick(body.data, 'events');
    for (const e of Array.isArray(events) ? (events as TObj[]) : []) {
      const userId = pickString(e, 'source', 'userId');
      const message = (e.message ?? null) as TObj | null;
      if (e.type !== 'message' || !userId || !message || !message.id) continue;
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
          sourceId: str(message.id),
          content: contentOf(message),
          media: mediaOf(message),
          externalCreatedAt: Math.floor(Number(e.timestamp) / 1000) || null,
        },
      });
    }
    return reply.code(200).send({});
  });
};
