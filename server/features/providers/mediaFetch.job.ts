import { ATTACHMENT_FILE_TYPES, ATTACHMENT_MAX_BYTES } from '../../../common/contracts/conversationsActions.ts';
import type { TConfig } from '../../config.ts';
import type { TDeps } from '../../deps.ts';
import { defineJob, PermanentJobError } from '../../jobs/queue.ts';
import { findAttachmentById, updateAttachment, type TAttachmentRow } from '../attachments/index.ts';
import { storeAttachment } from '../attachments/index.ts';
import { findChannel, openTwitterChannel, type TChannelRow, type TTwitterChannel } from '../inboxes/index.ts';
import { findInbox } from '../inboxes/index.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { configOf, str } from './adapter.ts';
import type { TLineChannel } from './line/line.adapter.ts';
import { findMessageById } from './messageStatus.repo.ts';
import { patchAndAnnounce } from './messageStatus.service.ts';
import { pickString, providerDownload, providerFetch, ProviderError } from '../../lib/providerHttp.ts';
import type { TTelegramChannel } from './telegram/telegram.adapter.ts';
import type { TWhatsappChannel } from './whatsappCloud/whatsapp.adapter.ts';
import { oauthHeader } from '../../lib/twitterApi.ts';

/** Providers whose incoming media arrive as ids and are downloaded with the channel's credentials. */
export const FETCHED_PROVIDERS = new Set(['whatsapp', 'line', 'telegram', 'facebook', 'instagram', 'twitter']);

type TDownload = { bytes: Buffer; contentType: string | null };

/** Where X serves direct messages' media (OAuth-signed downloads). */
const TWITTER_MEDIA_ORIGIN = 'https://ton.twitter.com';

/** The configured media API bases: downloads from them skip the guard, any other URL (WhatsApp's media URL) is guarded. */
const trustedOriginsOf = (config: TConfig) => {
  const m = config.messaging;
  return [m.whatsappApiUrl, m.dialog360ApiUrl, m.lineDataApiUrl, m.telegramApiUrl].flatMap((base) => {
    try {
      return [new URL(base).origin];
    } catch {
      return [];
    }
  });
};

const download = async (config: TConfig, channel: TChannelRow, meta: Record<string, unknown>): Promise<TDownload> => {
  const m = config.messaging;
  const limits = {
    timeoutMs: Math.max(m.timeoutMs, 30_000),
    maxBytes: ATTACHMENT_MAX_BYTES,
    policy: outboundPolicy(config),
    trustedOrigins: trustedOriginsOf(config),
  };
  const fail = (_b: unknown, s: number) => `The provider answered HTTP ${s}`;
  switch (meta.provider) {
    case 'whatsapp': {
      const ch = channel as TWhatsappChannel;
      const key = str(configOf(ch).api_key);
      if (ch.provider !== 'whatsapp_cloud') {
        return providerDownload(
          `${m.dialog360ApiUrl}/media/${encodeURIComponent(str(meta.media_id))}`,
          { headers: { 'D360-API-KEY': key } },
          limits,
        );
      }
      // Graph: the media id gives a short-lived URL, fetched with the same token.
      const { body } = await providerFetch(
        `${m.whatsappApiUrl}/${m.whatsappApiVersion}/${encodeURIComponent(str(meta.media_id))}`,
        { headers: { authorization: `Bearer ${key}` } },
        { timeoutMs: m.timeoutMs, errorMessage: fail },
      );
      const url = pickString(body, 'url');
      if (!url) throw new ProviderError('No media URL', 404);
      return providerDownload(url, { headers: { authorization: `Bearer ${key}` } }, limits);
    }
    case 'line':
      return providerDownload(
        `${m.lineDataApiUrl}/v2/bot/message/${encodeURIComponent(str(meta.message_id))}/content`,
        { headers: { authorization: `Bearer ${(channel as TLineChannel).lineChannelToken}` } },
        limits,
      );
    case 'telegram': {
      const token = (channel as TTelegramChannel).botToken;
      const { body } = await providerFetch(
        `${m.telegramApiUrl}/bot${token}/getFile`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ file_id: meta.file_id }),
        },
        { timeoutMs: m.timeoutMs, errorMessage: (b, s) => pickString(b, 'description') ?? fail(b, s) },
      );
      const path = pickString(body, 'result', 'file_path');
      if (!path) throw new ProviderError('No file path', 404);
      return providerDownload(`${m.telegramApiUrl}/file/bot${token}/${path}`, {}, limits);
    }
    case 'facebook':
    case 'instagram':
      // Messenger's and Instagram's CDN URL, as the webhook gave it: guarded like any URL from a provider's answer.
      return providerDownload(str(meta.url), {}, limits);
    case 'twitter': {
      // X's DM media need the user's OAuth signature; it is sent only to X's media host or the configured API
      // base, and the download itself is guarded like any URL from a provider's answer.
      const url = str(meta.url);
      const tw = config.providers.twitter;
      const ch = channel as TTwitterChannel;
      const origin = URL.canParse(url) ? new URL(url).origin : '';
      const signed =
        tw.consumerKey && tw.consumerSecret && [TWITTER_MEDIA_ORIGIN, new URL(tw.apiUrl).origin].includes(origin);
      const token = { token: ch.twitterAccessToken, secret: ch.twitterAccessTokenSecret };
      const headers: Record<string, string> = signed
        ? { authorization: oauthHeader('GET', url, {}, tw.consumerKey ?? '', tw.consumerSecret ?? '', token) }
        : {};
      return providerDownload(url, { headers }, limits);
    }
    default:
      throw new ProviderError('Unknown media provider', 400);
  }
};

const fetchMedia = async (deps: TDeps, attachment: TAttachmentRow) => {
  if (attachment.fileKey || !FETCHED_PROVIDERS.has(String(attachment.meta.provider))) return;
  const message = await findMessageById(deps.db, attachment.messageId);
  const inbox = message ? await findInbox(deps.db, message.accountId, message.inboxId) : null;
  const channelRow = inbox ? await findChannel(deps.db, inbox.channelType, inbox.channelId) : null;
  if (!message || !inbox || !channelRow) return;
  // X's tokens are sealed at rest: opened for this download only.
  const channel =
    inbox.channelType === 'Channel::TwitterProfile'
      ? await openTwitterChannel(deps, channelRow as TTwitterChannel)
      : channelRow;
  let file: TDownload;
  try {
    file = await download(deps.config, channel, attachment.meta);
  } catch (err) {
    if (err instanceof ProviderError && err.isPermanent) throw new PermanentJobError(err.message);
    throw err;
  }
  const declared = attachment.contentType ?? file.contentType ?? 'application/octet-stream';
  const stored = await storeAttachment(deps, attachment.accountId, {
    bytes: file.bytes,
    fileName: attachment.fileName ?? (str(attachment.meta.kind) || 'file'),
    contentType: declared.split(';')[0]!.trim(),
  });
  // A voice note or video stays what the provider said it was; images are confirmed by their bytes.
  const kindType = ATTACHMENT_FILE_TYPES[attachment.fileType];
  const fileType = kindType === 'audio' || kindType === 'video' ? attachment.fileType : stored.fileType;
  await deps.db.transaction(async (tx) => {
    await updateAttachment(tx, attachment.accountId, attachment.id, {
      fileKey: stored.fileKey,
      fileName: attachment.fileName ?? stored.fileName,
      contentType: stored.contentType,
      extension: stored.extension,
      fileSize: stored.fileSize,
      fileType,
    });
    await patchAndAnnounce(tx, message);
  });
};

/** Downloads one incoming attachment known only by provider id into the upload store. */
export const mediaFetchJob = defineJob<{ attachmentId: number }>(
  'providers.fetch_media',
  async (data, ctx) => {
    const row = await findAttachmentById(ctx.deps.db, data.attachmentId);
    if (row) await fetchMedia(ctx.deps, row);
  },
  { maxAttempts: 4 },
);
