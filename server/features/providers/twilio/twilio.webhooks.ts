import { ZTwiml, ZNoContent } from '../../../../common/contracts/responses/bodies.ts';
import type { FastifyRequest } from 'fastify';
import { publicUrl, type TDeps } from '../../../deps.ts';
import type { TRouteCtx } from '../../../http.ts';
import { findTwilioChannel } from '../channelLookup.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import type { TInboundMedia } from '../media.ts';
import { applyDeliveryStatus, type TMessageStatusName } from '../messageStatus.service.ts';
import { isTwilioSignatureValid } from '../signatures.ts';
import { badSignature, formOf, header, parsePayload, unknownChannel } from '../webhookScope.ts';
import { twilioDeliveryStatusPath, type TTwilioChannel } from './twilio.adapter.ts';
import { ZTwilioForm, type TTwilioForm } from './twilio.payload.ts';

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const bare = (address: string | undefined) => (address ?? '').replace(/^whatsapp:/, '');

/**
 * The channel a Twilio request is about, after checking X-Twilio-Signature with its auth token over
 * our public URL + the sorted form params. With an API key the stored secret is the key's, which
 * Twilio does not sign with, so such channels cannot be verified (logged, accepted).
 */
const verifiedChannel = async (deps: TDeps, req: FastifyRequest, ours: 'To' | 'From') => {
  const form = formOf(req);
  const p = parsePayload(ZTwilioForm, form);
  const ourNumber = p[ours];
  const found = await findTwilioChannel(deps.db, {
    accountSid: p.AccountSid,
    phoneNumber: bare(ourNumber),
    messagingServiceSid: p.MessagingServiceSid,
  });
  if (!found) throw unknownChannel();
  const ch: TTwilioChannel = found.channel;
  if (ch.apiKeySid) {
    req.log.warn({ channel: ch.id }, 'twilio webhook accepted unverified: channel uses an API key');
  } else if (
    !isTwilioSignatureValid(ch.authToken, `${publicUrl(deps)}${req.url}`, form, header(req, 'x-twilio-signature'))
  ) {
    throw badSignature();
  }
  return { ...found, params: p };
};

const mediaOf = (p: TTwilioForm): TInboundMedia[] =>
  Array.from({ length: Math.min(Number(p.NumMedia ?? 0) || 0, 15) }, (_, i) => ({
    url: p[`MediaUrl${i}`] ?? null,
    contentType: p[`MediaContentType${i}`] ?? null,
  })).filter((m) => m.url);

const STATUS: Record<string, TMessageStatusName> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
  undelivered: 'failed',
};

export const registerTwilioWebhooks = ({ app, deps }: TRouteCtx) => {
  /** Incoming SMS / WhatsApp message. */
  app.post(
    '/twilio/callback',
    { schema: { tags: ['Provider webhooks'], response: { 200: ZTwiml } } },
    async (req, reply) => {
      const { inbox, params: p } = await verifiedChannel(deps, req, 'To');
      const sourceId = p.MessageSid ?? p.SmsSid;
      if (sourceId && p.From) {
        const phone = bare(p.From);
        const location = p.Latitude && p.Longitude ? `${p.Latitude},${p.Longitude}` : null;
        await ingestIncoming(deps, {
          inbox,
          senderId: p.From,
          contact: { name: p.ProfileName || phone, phoneNumber: /^\+\d+$/.test(phone) ? phone : null },
          message: {
            sourceId,
            content: p.Body || location || null,
            media: mediaOf(p),
          },
        });
      }
      return reply.type('text/xml').send(EMPTY_TWIML);
    },
  );

  /** Status callback of a message we sent (StatusCallback of the send). */
  app.post(
    twilioDeliveryStatusPath,
    { schema: { tags: ['Provider webhooks'], response: { 204: ZNoContent } } },
    async (req, reply) => {
      const { inbox, params: p } = await verifiedChannel(deps, req, 'From');
      const status = STATUS[p.MessageStatus ?? ''];
      if (status && p.MessageSid) {
        const error =
          p.ErrorMessage && p.ErrorCode
            ? `${p.ErrorCode} - ${p.ErrorMessage}`
            : p.ErrorCode
              ? `Twilio error ${p.ErrorCode}`
              : null;
        await applyDeliveryStatus(deps, inbox.id, p.MessageSid, status, error);
      }
      return reply.code(204).send(null);
    },
  );
};
