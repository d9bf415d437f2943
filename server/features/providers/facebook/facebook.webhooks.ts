import { ZEmpty, ZPlainText } from '../../../../common/contracts/responses/bodies.ts';
import type { TDeps } from '../../../deps.ts';
import type { TRouteCtx } from '../../../http.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import { AppError } from '../../../lib/appError.ts';
import { safeEqual } from '../../../lib/crypto.ts';
import { errorText } from '../../../lib/serverText.ts';
import { findFacebookChannels } from '../channelLookup.repo.ts';
import { contactAvatarJob } from '../contactAvatar.job.ts';
import { findContactInbox, type TInboxRow } from '../inbound.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import type { TInboundMedia } from '../media.ts';
import { listUnreadSentSourceIds } from '../messageStatus.repo.ts';
import { applyDeliveryStatus } from '../messageStatus.service.ts';
import { isHubSignatureValid } from '../signatures.ts';
import { badSignature, bodyOf, header, parsePayload } from '../webhookScope.ts';
import { ECHO_METADATA_PREFIX, fetchMessengerProfile, type TFacebookChannel } from './facebook.adapter.ts';
import {
  ZHubVerifyQuery,
  ZMessengerWebhook,
  type TMessagingEvent,
  type TMessengerAttachment,
  type TMessengerMessage,
} from './facebook.payload.ts';

const MEDIA_KINDS = new Set(['image', 'video', 'audio', 'file']);

/** Messenger's CDN URLs expire: each file is downloaded (through the outbound guard) by the media job. */
const mediaOf = (attachments: TMessengerAttachment[] | undefined): TInboundMedia[] =>
  (attachments ?? []).flatMap((a) => {
    const url = a.payload?.url;
    if (!url || !MEDIA_KINDS.has(a.type)) return [];
    const kind = a.type === 'image' && a.payload?.sticker_id !== undefined ? 'sticker' : a.type;
    return [{ url: null, contentType: null, meta: { kind, provider: 'facebook', url } }];
  });

/** The text of a message; a shared location or link (Messenger's "fallback") becomes text too. */
const contentOf = (m: TMessengerMessage) => {
  if (m.text) return m.text;
  const place = m.attachments?.find((a) => a.type === 'location')?.payload?.coordinates;
  if (place) return `${place.lat},${place.long}`;
  const link = m.attachments?.find((a) => a.type === 'fallback')?.payload?.url;
  return link ?? null;
};

type TFound = { channel: TFacebookChannel; inbox: TInboxRow };

/** A customer's message, postback, or an echo of a message the page sent from Facebook's own tools. */
const ingestEvent = async (deps: TDeps, found: TFound, e: TMessagingEvent) => {
  const m = e.message;
  const isEcho = m?.is_echo === true;
  // Our own replies come back as echoes carrying our metadata: they are stored already.
  if (isEcho && m.metadata?.startsWith(ECHO_METADATA_PREFIX)) return;
  const psid = isEcho ? e.recipient.id : e.sender.id;
  const known = await findContactInbox(deps.db, found.inbox.id, psid);
  const profile = known ? null : await fetchMessengerProfile(deps.config, found.channel, psid);
  const message = m
    ? {
        sourceId: m.mid,
        content: contentOf(m),
        media: mediaOf(m.attachments),
        contentAttributes: {
          ...(m.quick_reply && { quick_reply_payload: m.quick_reply.payload }),
          ...(m.reply_to?.mid && { in_reply_to_external_id: m.reply_to.mid }),
        },
        outgoing: isEcho,
      }
    : {
        // A postback (a button the customer pressed): its title is what they "said".
        sourceId: e.postback?.mid ?? `postback:${psid}:${e.timestamp ?? Date.now()}`,
        content: e.postback?.title ?? e.postback?.payload ?? null,
        contentAttributes: { postback_payload: e.postback?.payload ?? null },
      };
  const result = await ingestIncoming(deps, {
    inbox: found.inbox,
    senderId: psid,
    contact: {
      name: profile?.name ?? psid,
      additionalAttributes: { social_facebook_user_id: psid },
    },
    message: { ...message, externalCreatedAt: e.timestamp ? Math.floor(e.timestamp / 1000) : null },
  });
  if (result.stored && result.isNewContact && profile?.pictureUrl) {
    await enqueueJob(
      deps.db,
      contactAvatarJob,
      { accountId: found.inbox.accountId, contactId: result.contactId, url: profile.pictureUrl },
      { accountId: found.inbox.accountId },
    );
  }
};

/** Delivery receipts name our message ids; a read receipt's watermark covers every earlier message. */
const applyReceipts = async (deps: TDeps, found: TFound, e: TMessagingEvent) => {
  for (const mid of e.delivery?.mids ?? []) await applyDeliveryStatus(deps, found.inbox.id, mid, 'delivered');
  if (e.read?.watermark !== undefined) {
    const before = new Date(e.read.watermark);
    for (const mid of await listUnreadSentSourceIds(deps.db, found.inbox.id, e.sender.id, before))
      await applyDeliveryStatus(deps, found.inbox.id, mid, 'read');
  }
};

/**
 * Messenger's webhook where Chatwoot serves it: GET /bot answers Meta's verification with FB_VERIFY_TOKEN;
 * POST /bot carries page events signed with the app secret (X-Hub-Signature-256 over the raw body).
 */
export const registerFacebookWebhooks = ({ app, deps }: TRouteCtx) => {
  app.get(
    '/bot',
    { schema: { tags: ['Provider webhooks'], querystring: ZHubVerifyQuery, response: { 200: ZPlainText } } },
    async (req, reply) => {
      const q = req.query;
      const expected = deps.config.providers.facebook.verifyToken ?? '';
      if (q['hub.mode'] !== 'subscribe' || !expected || !safeEqual(expected, q['hub.verify_token'] ?? ''))
        throw new AppError('unauthenticated', errorText('invalidVerifyToken'));
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    },
  );

  app.post('/bot', { schema: { tags: ['Provider webhooks'], response: { 200: ZEmpty } } }, async (req, reply) => {
    const secret = deps.config.providers.facebook.appSecret;
    const body = bodyOf(req);
    if (!secret || !isHubSignatureValid(secret, body.raw, header(req, 'x-hub-signature-256'))) throw badSignature();
    const payload = parsePayload(ZMessengerWebhook, body.data);
    if (payload.object !== 'page') return reply.code(200).send({});
    for (const entry of payload.entry) {
      const channels = await findFacebookChannels(deps.db, entry.id);
      for (const found of channels) {
        for (const e of entry.messaging ?? []) {
          if (e.message || e.postback) await ingestEvent(deps, found, e);
          else await applyReceipts(deps, found, e);
        }
      }
    }
    return reply.code(200).send({});
  });
};
