import { ATTACHMENT_FILE_TYPES } from '../../../common/contracts/conversationsActions.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import type { TMessageRow } from '../conversationCore/index.ts';

/** Public URLs of a message's attachments, which providers fetch themselves (Twilio, WhatsApp, Telegram…). */
export const outboundMediaUrls = async (deps: TDeps, message: TMessageRow) => {
  const files = (await attachmentsByMessage(deps.db, [message.id])).get(message.id) ?? [];
  return files
    .map((a) => a.externalUrl ?? (a.fileKey ? `${publicUrl(deps)}/uploads/${a.fileKey}` : ''))
    .filter((u) => u !== '');
};

/** A file a provider attached to an incoming message: where to find it, and what we know of it. */
export interface TInboundMedia {
  /** A URL the provider serves it at (Twilio, Bandwidth), or null when only an id is known. */
  url: string | null;
  contentType: string | null;
  fileName?: string | null;
  /** Provider ids (WhatsApp media id, Telegram file_id, LINE message id) for later download. */
  meta?: Record<string, unknown>;
}

const MIME_BY_EXTENSION: [RegExp, string][] = [
  [/\.(png|jpe?g|gif|webp)(\?|$)/i, 'image/'],
  [/\.(mp3|ogg|amr|m4a|wav)(\?|$)/i, 'audio/'],
  [/\.(mp4|3gp|mov)(\?|$)/i, 'video/'],
];

/** image/audio/video/file/location as attachments.file_type, from the MIME type, the provider's kind or the URL. */
export const fileTypeFromMime = (mime: string | null | undefined, hint?: string, url?: string | null) => {
  const m = mime ?? MIME_BY_EXTENSION.find(([re]) => url && re.test(url))?.[1] ?? '';
  const kind =
    m.startsWith('image/') || hint === 'image' || hint === 'sticker' || hint === 'photo'
      ? 'image'
      : m.startsWith('audio/') || hint === 'audio' || hint === 'voice'
        ? 'audio'
        : m.startsWith('video/') || hint === 'video'
          ? 'video'
          : hint === 'location'
            ? 'location'
            : 'file';
  return ATTACHMENT_FILE_TYPES.indexOf(kind);
};
