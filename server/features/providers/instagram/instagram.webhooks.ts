import { ZEmpty, ZPlainText } from '../../../../common/contracts/responses/bodies.ts';
import type { TDeps } from '../../../deps.ts';
import type { TRouteCtx } from '../../../http.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import { AppError } from '../../../lib/appError.ts';
import { safeEqual } from '../../../lib/crypto.ts';
import { errorText } from '../../../lib/serverText.ts';
import { findInstagramChannels } from '../channelLookup.repo.ts';
import { contactAvatarJob } from '../contactAvatar.job.ts';
import { ZHubVerifyQuery, ZMessengerWebhook, type TMessagingEvent } from '../facebook/facebook.payload.ts';
import { findContactInbox, type TInboxRow } from '../inbound.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import { applyDeliveryStatus } from '../messageStatus.service.ts';
import { isHubSignatureValid } from '../signatures.ts';
import { badSignature, bodyOf, header, parsePayload } from '../webhookScope.ts';
import { fetchInstagramProfile } from './instagram.adapter.ts';
import { instagramMessageOf } from './instagram.message.ts';
import { openInstagramChannel, type TInstagramChannel } from '../../inboxes/index.ts';

type TFound = { channel: TInstagramChannel; inbox: TInboxRow };

/** A customer's direct message, or an echo of one the account sent from Instagram's own app. */
const ingestEvent = async (deps: TDeps, found: TFound, e: TMessagingEvent) => {
  const m = e.message;
  if (!m) return;
  const isEcho = m.is_echo === true;
  const igsid = isEcho ? e.recipient.id : e.sender.id;
  const known = await findContactInbox(deps.db, found.inbox.id, igsid);
  const profile = known ? null : await fetchInstagramProfile(deps.config, found.channel, igsid);
  // Our own replies come back as echoes with the id Instagram gave our send: ingestIncoming keeps one.
  const result = await ingestIncoming(deps, {
    inbox: found.inbox,
    senderId: igsid,
    contact: {
      name: profile?.name ?? profile?.username ?? igsid,
      additionalAttributes: {
        social_instagram_user_id: igsid,
        ...(profile?.username && { social_instagram_user_name: profile.username }),
        ...(profile?.username && { social_profiles: { instagram: profile.username } }),
      },
    },
    message: {
      ...instagramMessageOf(m),
      outgoing: isEcho,
      externalCreatedAt: e.timestamp ? Math.floor(e.timestamp / 1000) : null,
    },
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

/**
 * Instagram's webhook where Chatwoot serves it: GET answers Meta's verification with IG_VERIFY_TOKEN; POST
 * carries the professional account's events signed with the Instagram app secret (X-Hub-Signature-256).
 */
export const registerInstagramWebhooks = ({ app, deps }: TRouteCtx) => {
  app.get(
    '/webhooks/instagram',
    { schema: { tags: ['Provider webhooks'], querystring: ZHubVerifyQuery, response: { 200: ZPlainText } } },
    async (req, reply) => {
      const q = req.query;
      const expected = deps.config.providers.instagram.verifyToken ?? '';
      if (q['hub.mode'] !== 'subscribe' || !expected || !safeEqual(expected, q['hub.verify_token'] ?? ''))
        throw new AppError('unauthenticated', errorText('invalidVerifyToken'));
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/webhooks/instagram',
    { schema: { tags: ['Provider webhooks'], response: { 200: ZEmpty } } },
    async (req, reply) => {
      const secret = deps.config.providers.instagram.appSecret;
      const body = bodyOf(req);
      if (!secret || !isHubSignatureValid(secret, body.raw, header(req, 'x-hub-signature-256'))) throw badSignature();
      const payload = parsePayload(ZMessengerWebhook, body.data);
      if (payload.object !== 'instagram') return reply.code(200).send({});
      for (const entry of payload.entry) {
        for (const raw of await findInstagramChannels(deps.db, entry.id)) {
          const found = { inbox: raw.inbox, channel: await openInstagramChannel(deps, raw.channel) };
          for (const e of entry.messaging ?? []) {
            if (e.message) await ingestEvent(deps, found, e);
            else if (e.read?.mid) await applyDeliveryStatus(deps, found.inbox.id, e.read.mid, 'read');
          }
        }
      }
      return reply.code(200).send({});
    },
  );
};
