import { useTranslation } from 'react-i18next';
import type { TMessage } from './conversationTypes.ts';

/**
 * What an Instagram message says about a story (content_attributes.image_type, set by the provider): a
 * mention, whose story is the message's file, or a reply, with a link to the story while Instagram still
 * serves it (stories expire after a day; the link then shows Instagram's own notice).
 */
export const StoryNote = ({ message: m }: { message: TMessage }) => {
  const { t } = useTranslation();
  const kind = m.content_attributes?.image_type;
  if (kind !== 'story_mention' && kind !== 'story_reply') return null;
  const url = m.content_attributes?.story_url;
  return (
    <p className="mb-1 flex flex-wrap items-center gap-x-2 text-xs font-medium">
      {kind === 'story_mention' ? t('conversations.message.storyMention') : t('conversations.message.storyReply')}
      {kind === 'story_reply' && typeof url === 'string' && url.startsWith('https://') ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="underline">
          {t('conversations.message.openStory')}
        </a>
      ) : null}
    </p>
  );
};
