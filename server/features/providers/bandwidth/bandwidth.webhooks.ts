import { ZNoContent } from '../../../../common/contracts/responses/bodies.ts';
import type { TRouteCtx } from '../../../http.ts';
import { findSmsChannel } from '../channelLookup.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import { applyDeliveryStatus } from '../messageStatus.service.ts';
import { normalisePhone, payloadOf, unknownChannel, ZPhoneParams } from '../webhookScope.ts';
import { ZBandwidthWebhook } from './bandwidth.payload.ts';

/**
 * Bandwidth posts a list of callbacks: message-received (incoming SMS/MMS), message-delivered and
 * message-failed (receipts for ours). Bandwidth does not sign callbacks; the path's number must
 * be a channel and each incoming message must be addressed to it.
 */
export const registerBandwidthWebhooks = ({ app, deps }: TRouteCtx) => {
  app.post(
    '/webhooks/sms/:phone_number',
    { schema: { tags: ['Provider webhooks'], params: ZPhoneParams, response: { 204: ZNoContent } } },
    async (req, reply) => {
      const { phone_number } = req.params;
      const found = await findSmsChannel(deps.db, normalisePhone(phone_number));
      if (!found) throw unknownChannel();
      const events = payloadOf(ZBandwidthWebhook, req);
      for (const e of events) {
        const m = e.message;
        const id = m.id;
        if (!id) continue;
        if (e.type === 'message-received') {
          const to = Array.isArray(m.to) ? m.to : [m.to ?? ''];
          const from = m.from ?? '';
          if (!from || !to.includes(found.channel.phoneNumber)) continue;
          const media = (m.media ?? []).filter((u) => !/\.(smil|xml)$/i.test(u));
          await ingestIncoming(deps, {
            inbox: found.inbox,
            senderId: from,
            contact: { name: from, phoneNumber: /^\+\d+$/.test(from) ? from : null },
            message: {
              sourceId: id,
              content: m.text || null,
              media: media.map((url) => ({ url, contentType: null, meta: { provider: 'bandwidth' } })),
              externalCreatedAt: Math.floor(Date.parse(m.time ?? '') / 1000) || null,
            },
          });
        } else if (e.type === 'message-delivered') {
          await applyDeliveryStatus(deps, found.inbox.id, id, 'delivered');
        } else if (e.type === 'message-failed') {
          const reason = [e.errorCode, e.description].filter(Boolean).join(' - ');
          await applyDeliveryStatus(deps, found.inbox.id, id, 'failed', reason || null);
        }
      }
      return reply.code(204).send(null);
    },
  );
};
