import { ZPlainText, ZWhatsappAck } from '../../../../common/contracts/responses/bodies.ts';
import type { TDeps } from '../../../deps.ts';
import type { TRouteCtx } from '../../../http.ts';
import { AppError } from '../../../lib/appError.ts';
import { safeEqual } from '../../../lib/crypto.ts';
import { configOf, str } from '../adapter.ts';
import { findWhatsappChannel } from '../channelLookup.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import type { TInboundMedia } from '../media.ts';
import { applyDeliveryStatus, type TMessageStatusName } from '../messageStatus.service.ts';
import { isHubSignatureValid } from '../signatures.ts';
import {
  badSignature,
  bodyOf,
  header,
  normalisePhone,
  parsePayload,
  unknownChannel,
  ZPhoneParams,
} from '../webhookScope.ts';
import type { TWhatsappChannel } from './whatsapp.adapter.ts';
import {
  isCloudEnvelope,
  ZWhatsappCloudWebhook,
  ZWhatsappValue,
  ZWhatsappVerifyQuery,
  type TWhatsappMedia,
  type TWhatsappMessage,
  type TWhatsappStatus,
  type TWhatsappValue,
} from './whatsapp.payload.ts';
import { errorText } from '../../../lib/serverText.ts';

/**
 * Cloud payloads nest `value`s under entry[].changes[]; 360dialog (on-premise shape) posts one at the
 * top. Every value is parsed before any is processed, so a malformed one writes nothing.
 */
const valuesOf = (data: unknown): TWhatsappValue[] =>
  isCloudEnvelope(data)
    ? parsePayload(ZWhatsappCloudWebhook, data).entry.flatMap((e) =>
        (e.changes ?? []).filter((c) => c.field === 'messages').map((c) => parsePayload(ZWhatsappValue, c.value)),
      )
    : [parsePayload(ZWhatsappValue, data)];

const MEDIA_KINDS = ['image', 'audio', 'video', 'document', 'sticker', 'voice'] as const;
type TMediaKind = (typeof MEDIA_KINDS)[number];
const isMediaKind = (kind: string): kind is TMediaKind => (MEDIA_KINDS as readonly string[]).includes(kind);
const IGNORED = new Set(['reaction', 'unsupported', 'ephemeral', 'system', 'request_welcome']);

const mediaObject = (m: TWhatsappMessage): TWhatsappMedia | undefined => (isMediaKind(m.type) ? m[m.type] : undefined);

const contentOf = (m: TWhatsappMessage) =>
  m.text?.body ??
  mediaObject(m)?.caption ??
  m.button?.text ??
  m.interactive?.button_reply?.title ??
  m.interactive?.list_reply?.title ??
  (m.type === 'location'
    ? [m.location?.name, m.location?.address].filter(Boolean).join(', ') ||
      `${m.location?.latitude},${m.location?.longitude}`
    : null);

/** WhatsApp sends media by id only; the id and type are kept so the file can be fetched with the token. */
const mediaOf = (m: TWhatsappMessage): TInboundMedia[] => {
  if (!isMediaKind(m.type)) return [];
  const media = mediaObject(m) ?? {};
  return [
    {
      url: null,
      contentType: media.mime_type || null,
      fileName: media.filename || null,
      meta: { kind: m.type, provider: 'whatsapp', media_id: media.id ?? '' },
    },
  ];
};

const STATUS: Record<string, TMessageStatusName> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

const errorOf = (s: TWhatsappStatus) => {
  const e = s.errors?.[0];
  if (!e) return null;
  return e.error_data?.details ?? e.message ?? e.title ?? null;
};

const processValue = async (
  deps: TDeps,
  inbox: Parameters<typeof ingestIncoming>[1]['inbox'],
  value: TWhatsappValue,
) => {
  const names = new Map((value.contacts ?? []).map((c) => [c.wa_id, c.profile?.name]));
  for (const m of value.messages ?? []) {
    const from = m.from;
    if (!from || !m.id || IGNORED.has(m.type)) continue;
    await ingestIncoming(deps, {
      inbox,
      senderId: from,
      contact: { name: names.get(from) || normalisePhone(from), phoneNumber: normalisePhone(from) },
      message: {
        sourceId: m.id,
        content: contentOf(m),
        media: mediaOf(m),
        externalCreatedAt: Number(m.timestamp) || null,
        contentAttributes: m.context?.id ? { in_reply_to_external_id: m.context.id } : {},
      },
    });
  }
  for (const s of value.statuses ?? []) {
    const status = STATUS[s.status];
    if (status && s.id) await applyDeliveryStatus(deps, inbox.id, s.id, status, errorOf(s));
  }
};

export const registerWhatsappWebhooks = ({ app, deps }: TRouteCtx) => {
  /** Meta's subscription check: echo hub.challenge when hub.verify_token is this channel's token. */
  app.get(
    '/webhooks/whatsapp/:phone_number',
    {
      schema: {
        tags: ['Provider webhooks'],
        params: ZPhoneParams,
        querystring: ZWhatsappVerifyQuery,
        response: { 200: ZPlainText },
      },
    },
    async (req, reply) => {
      const { phone_number } = req.params;
      const q = req.query;
      const found = await findWhatsappChannel(deps.db, normalisePhone(phone_number));
      const expected = found ? str(configOf(found.channel).webhook_verify_token) : '';
      const given = q['hub.verify_token'] ?? '';
      if (q['hub.mode'] !== 'subscribe' || !expected || !safeEqual(expected, given)) {
        throw new AppError('unauthenticated', errorText('invalidVerifyToken'));
      }
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/webhooks/whatsapp/:phone_number',
    { schema: { tags: ['Provider webhooks'], params: ZPhoneParams, response: { 200: ZWhatsappAck } } },
    async (req, reply) => {
      const { phone_number } = req.params;
      const found = await findWhatsappChannel(deps.db, normalisePhone(phone_number));
      if (!found) throw unknownChannel();
      const ch: TWhatsappChannel = found.channel;
      const body = bodyOf(req);
      const secret = deps.config.messaging.whatsappAppSecret;
      if (ch.provider === 'whatsapp_cloud' && secret) {
        if (!isHubSignatureValid(secret, body.raw, header(req, 'x-hub-signature-256'))) throw badSignature();
      }
      const phoneNumberId = str(configOf(ch).phone_number_id);
      for (const value of valuesOf(body.data)) {
        // A shared app webhook can carry other numbers' events: keep only this channel's.
        const target = value.metadata?.phone_number_id;
        if (ch.provider === 'whatsapp_cloud' && target && phoneNumberId && target !== phoneNumberId) continue;
        await processValue(deps, found.inbox, value);
      }
      return reply.code(200).send({ status: 'ok' });
    },
  );
};
