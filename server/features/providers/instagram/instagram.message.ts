import type { TMessengerMessage } from '../facebook/facebook.payload.ts';
import type { TInboundMedia } from '../media.ts';

const MEDIA_KINDS = new Set(['image', 'video', 'audio', 'file', 'ig_reel', 'story_mention']);

/**
 * Instagram's CDN URLs expire: each file is downloaded (through the outbound guard) by the media job. A
 * story mention is an attachment of its own kind (story_mention), as Chatwoot shows it.
 */
const mediaOf = (m: TMessengerMessage): TInboundMedia[] =>
  (m.attachments ?? []).flatMap((a) => {
    const url = a.payload?.url;
    if (!url || !MEDIA_KINDS.has(a.type)) return [];
    const kind = a.type === 'ig_reel' ? 'video' : a.type;
    return [{ url: null, contentType: null, meta: { kind, provider: 'instagram', url } }];
  });

/** A shared post or link (type share / fallback) is kept as its link. */
const contentOf = (m: TMessengerMessage) => {
  if (m.text) return m.text;
  const shared = m.attachments?.find((a) => a.type === 'share' || a.type === 'fallback')?.payload?.url;
  return shared ?? null;
};

/** The stored form of an Instagram direct message: text, files, a story reply's story, a reply's target. */
export const instagramMessageOf = (m: TMessengerMessage) => {
  const story = m.reply_to?.story;
  const storyId = story && typeof story.id === 'string' ? story.id : undefined;
  return {
    sourceId: m.mid,
    content: contentOf(m),
    media: mediaOf(m),
    contentAttributes: {
      ...(m.reply_to?.mid && { in_reply_to_external_id: m.reply_to.mid }),
      ...(story && { story_url: story.url, ...(storyId && { story_id: storyId }), image_type: 'story_reply' }),
      ...(m.attachments?.some((a) => a.type === 'story_mention') && { image_type: 'story_mention' }),
    },
  };
};
