import type { TDeps } from '../../../deps.ts';
import type { TRouteCtx } from '../../../http.ts';
import { AppError } from '../../../lib/appError.ts';
import { safeEqual } from '../../../lib/crypto.ts';
import { configOf, str } from '../adapter.ts';
import { findWhatsappChannel } from '../channelLookup.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import type { TInboundMedia } from '../media.ts';
import { applyDeliveryStatus, type TMessageStatusName } from '../messageStatus.service.ts';
import { pick, pickString } from '../../../lib/providerHttp.ts';
import { isHubSignatureValid } from '../signatures.ts';
import { badSignature, bodyOf, header, normalisePhone, unknownChannel } from '../webhookScope.ts';
import type { TWhatsappChannel } from './whatsapp.adapter.ts';

type TObj = Record<string, unknown>;
const arr = (v: unknown): TObj[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as TObj[]) : []);

/** Cloud payloads nest `value`s under entry[].changes[]; 360dialog (on-premise shape) posts one at the top. */
const valuesOf = (data: unknown): TObj[] =>
  pick(data, 'object') === 'whatsapp_business_account'
    ? arr(pick(data, 'entry')).flatMap((e) =>
        arr(e.changes)
          .filter((c) => c.field === 'messages')
          .map((c) => (c.value && typeof c.value === 'object' ? (c.value as TObj) : {})),
      )
    : [data && typeof data === 'object' ? (data as TObj) : {}];

const MEDIA_KINDS = ['image', 'audio', 'video', 'document', 'sticker', 'voice'];
const IGNORED = new Set(['reaction', 'unsupported', 'ephemeral', 'system', 'request_welcome']);

const contentOf = (m: TObj) =>
  pickString(m, 'text', 'body') ??
  pickString(m, m.type as string, 'caption') ??
  pickString(m, 'button', 'text') ??
  pickString(m, 'interactive', 'button_reply', 'title') ??
  pickString(m, 'interactive', 'list_reply', 'title') ??
  (m.type === 'location'
    ? [pickString(m, 'location', 'name'), pickString(m, 'location', 'address')].filter(Boolean).join(', ') ||
      `${pickString(m, 'location', 'latitude')},${pickString(m, 'location', 'longitude')}`
    : null);

/** WhatsApp sends media by id only; the id and type are kept so the file can be fetched with the token. */
const mediaOf = (m: TObj): TInboundMedia[] => {
  const kind = String(m.type);
  if (!MEDIA_KINDS.includes(kind)) return [];
  const media = (m[kind] ?? {}) as TObj;
  return [
    {
      url: null,
      contentType: str(media.mime_type) || null,
      fileName: str(media.filename) || null,
      meta: { kind, provider: 'whatsapp', media_id: str(media.id) },
    },
  ];
};

const STATUS: Record<string, TMessageStatusName> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

const errorOf = (s: TObj) => {
  const e = arr(s.errors)[0];
  if (!e) return null;
  return pickString(e, 'error_data', 'details') ?? pickString(e, 'message') ?? pickString(e, 'title') ?? null;
};

const processValue = async (deps: TDeps, inbox: Parameters<typeof ingestIncoming>[1]['inbox'], value: TObj) => {
  const names = new Map(arr(value.contacts).map((c) => [str(c.wa_id), pickString(c, 'profile', 'name')]));
  for (const m of arr(value.messages)) {
    const from = str(m.from);
    if (!from || !m.id || IGNORED.has(String(m.type))) continue;
    await ingestIncoming(deps, {
      inbox,
      senderId: from,
      contact: { name: names.get(from) || normalisePhone(from), phoneNumber: normalisePhone(from) },
      message: {
        sourceId: str(m.id),
        content: contentOf(m),
        media: mediaOf(m),
        externalCreatedAt: Number(m.timestamp) || null,
        contentAttributes: pickString(m, 'context', 'id')
          ? { in_reply_to_external_id: pickString(m, 'context', 'id') }
          : {},
      },
    });
  }
  for (const s of arr(value.statuses)) {
    const status = STATUS[str(s.status)];
    if (status && s.id) await applyDeliveryStatus(deps, inbox.id, str(s.id), status, errorOf(s));
  }
};

export const registerWhatsappWebhooks = ({ app, deps }: TRouteCtx) => {
  /** Meta's subscription check: echo hub.challenge when hub.verify_token is this channel's token. */
  app.get('/webhooks/whatsapp/:phone_number', async (req, reply) => {
    const { phone_number } = req.params as { phone_number: string };
    const q = req.query as Record<string, string | undefined>;
    const found = await findWhatsappChannel(deps.db, normalisePhone(phone_number));
    const expected = found ? str(configOf(found.channel).webhook_verify_token) : '';
    const given = q['hub.verify_token'] ?? '';
    if (q['hub.mode'] !== 'subscribe' || !expected || !safeEqual(expected, given)) {
      throw new AppError('unauthenticated', 'Invalid verify token');
    }
    return reply.type('text/plain').send(q['hub.challenge'] ?? '');
  });

  app.post('/webhooks/whatsapp/:phone_number', async (req, reply) => {
    const { phone_number } = req.params as { phone_number: string };
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
      const target = pickString(value, 'metadata', 'phone_number_id');
      if (ch.provider === 'whatsapp_cloud' && target && phoneNumberId && target !== phoneNumberId) continue;
      await processValue(deps, found.inbox, value);
    }
    return reply.code(200).send({ status: 'ok' });
  });
};
