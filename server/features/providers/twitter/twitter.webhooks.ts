import { z } from 'zod';
import { ZEmpty } from '../../../../common/contracts/responses/bodies.ts';
import type { TDeps } from '../../../deps.ts';
import type { TRouteCtx } from '../../../http.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import { AppError } from '../../../lib/appError.ts';
import { safeEqual } from '../../../lib/crypto.ts';
import { errorText } from '../../../lib/serverText.ts';
import { twitterSignature } from '../../../lib/twitterApi.ts';
import { findTwitterChannels } from '../channelLookup.repo.ts';
import { contactAvatarJob } from '../contactAvatar.job.ts';
import { findContactInbox, type TInboxRow } from '../inbound.repo.ts';
import { ingestIncoming } from '../inbound.service.ts';
import type { TInboundMedia } from '../media.ts';
import { badSignature, bodyOf, header, parsePayload } from '../webhookScope.ts';
import { ZAccountActivity, ZCrcQuery, type TDirectMessageEvent, type TTwitterUser } from './twitter.payload.ts';

const MEDIA_KINDS: Record<string, string> = { photo: 'image', video: 'video', animated_gif: 'video' };

/** X's DM media sit behind OAuth (ton.twitter.com): the media job downloads them with the channel's tokens. */
const mediaOf = (e: TDirectMessageEvent): TInboundMedia[] => {
  const media = e.message_create?.message_data.attachment?.media;
  const url = media?.media_url_https;
  if (!url) return [];
  return [
    {
      url: null,
      contentType: null,
      meta: { kind: MEDIA_KINDS[media.type ?? ''] ?? 'image', provider: 'twitter', url },
    },
  ];
};

/**
 * One direct message of the subscribed user: from a customer (incoming), or one the user sent themselves
 * (from X's app, or our own reply: its echo carries our event id and is stored once).
 */
const ingestDm = async (
  deps: TDeps,
  inbox: TInboxRow,
  profileId: string,
  e: TDirectMessageEvent,
  users: Record<string, TTwitterUser>,
) => {
  const mc = e.message_create;
  if (e.type !== 'message_create' || !mc) return;
  const outgoing = mc.sender_id === profileId;
  const otherId = outgoing ? mc.target.recipient_id : mc.sender_id;
  const user = users[otherId];
  const known = await findContactInbox(deps.db, inbox.id, otherId);
  const screenName = user?.screen_name;
  const result = await ingestIncoming(deps, {
    inbox,
    senderId: otherId,
    contact: {
      name: user?.name ?? screenName ?? otherId,
      additionalAttributes: {
        social_twitter_user_id: otherId,
        ...(screenName && { screen_name: screenName, social_profiles: { twitter: screenName } }),
      },
    },
    message: {
      sourceId: e.id,
      content: mc.message_data.text ?? null,
      media: mediaOf(e),
      outgoing,
      externalCreatedAt: e.created_timestamp ? Math.floor(Number(e.created_timestamp) / 1000) : null,
    },
  });
  const picture = user?.profile_image_url_https;
  if (result.stored && result.isNewContact && !known && picture) {
    await enqueueJob(
      deps.db,
      contactAvatarJob,
      { accountId: inbox.accountId, contactId: result.contactId, url: picture },
      { accountId: inbox.accountId },
    );
  }
};

/**
 * X's Account Activity webhook where Chatwoot serves it: GET answers the CRC check with
 * `sha256=base64(HMAC-SHA256(consumer secret, crc_token))`; POST carries the subscribed users' activity,
 * signed the same way over the raw body (x-twitter-webhooks-signature, compared in constant time).
 */
export const registerTwitterWebhooks = ({ app, deps }: TRouteCtx) => {
  app.get(
    '/webhooks/twitter',
    {
      schema: {
        tags: ['Provider webhooks'],
        querystring: ZCrcQuery,
        response: { 200: z.object({ response_token: z.string() }) },
      },
    },
    (req) => {
      const secret = deps.config.providers.twitter.consumerSecret;
      if (!secret) throw new AppError('provider_not_configured', errorText('twitterNotConfigured'));
      return { response_token: twitterSignature(secret, req.query.crc_token) };
    },
  );

  app.post(
    '/webhooks/twitter',
    { schema: { tags: ['Provider webhooks'], response: { 200: ZEmpty } } },
    async (req, reply) => {
      const secret = deps.config.providers.twitter.consumerSecret;
      const body = bodyOf(req);
      const signature = header(req, 'x-twitter-webhooks-signature') ?? '';
      if (!secret || !signature || !safeEqual(twitterSignature(secret, body.raw), signature)) throw badSignature();
      const payload = parsePayload(ZAccountActivity, body.data);
      const events = payload.direct_message_events ?? [];
      if (events.length === 0) return reply.code(200).send({});
      for (const found of await findTwitterChannels(deps.db, payload.for_user_id)) {
        for (const e of events) await ingestDm(deps, found.inbox, found.channel.profileId, e, payload.users ?? {});
      }
      return reply.code(200).send({});
    },
  );
};
