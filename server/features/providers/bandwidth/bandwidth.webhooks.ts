import type { TRouteCtx } from '../../../http.ts';
import { str } from '../adapter.ts';
import { findSmsChannel } from '../channelLookup.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import { applyDeliveryStatus } from '../messageStatus.service.ts';
import { pickString } from '../../../lib/providerHttp.ts';
import { bodyOf, normalisePhone, unknownChannel } from '../webhookScope.ts';

type TObj = Record<string, unknown>;

/**
 * Bandwidth posts a list of callbacks: message-received (incoming SMS/MMS), message-delivered and
 * message-failed (receipts for ours). Bandwidth does not sign callbacks; the path's number must
 * be a channel and each incoming message must be addressed to it.
 */
export const registerBandwidthWebhooks = ({ app, deps }: TRouteCtx) => {
  app.post('/webhooks/sms/:phone_number', async (req, reply) => {
    const { phone_number } = req.params as { phone_number: string };
    const found = await findSmsChannel(deps.db, normalisePhone(phone_number));
    if (!found) throw unknownChannel();
    const data = bodyOf(req).data;
    const events = (Array.isArray(data) ? data : [data]) as TObj[];
    for (const e of events) {
      const m = (e?.message ?? {}) as TObj;
      const id = str(m.id);
      if (!id) continue;
      if (e.type === 'message-received') {
        const to = Array.isArray(m.to) ? m.to.map(String) : [str(m.to)];
        const from = str(m.from);
        if (!from || !to.includes(found.channel.phoneNumber)) continue;
        const media = (Array.isArray(m.media) ? m.media.map(String) : []).filter((u) => !/\.(smil|xml)$/i.test(u));
        await ingestIncoming(deps, {
          inbox: found.inbox,
          senderId: from,
          contact: { name: from, phoneNumber: /^\+\d+$/.test(from) ? from : null },
          message: {
            sourceId: id,
            content: str(m.text) || null,
            media: media.map((url) => ({ url, contentType: null, meta: { provider: 'bandwidth' } })),
            externalCreatedAt: Math.floor(Date.parse(str(m.time)) / 1000) || null,
          },
        });
      } else if (e.type === 'message-delivered') {
        await applyDeliveryStatus(deps, found.inbox.id, id, 'delivered');
      } else if (e.type === 'message-failed') {
        const reason = [pickString(e, 'errorCode'), pickString(e, 'description')].filter(Boolean).join(' - ');
        await applyDeliveryStatus(deps, found.inbox.id, id, 'failed', reason || null);
      }
    }
    return reply.code(204).send();
  });
};
