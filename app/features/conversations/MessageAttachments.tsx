import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import type { TMessage } from './conversationTypes.ts';
import { fileNameOf, isViewable, itemsOfMessage } from './gallery.ts';
import { useOpenAttachment } from './galleryContext.ts';

/** A message's files: images and videos open the conversation's viewer, other files download. */
export const MessageAttachments = ({ message }: { message: TMessage }) => {
  const { t } = useTranslation();
  const open = useOpenAttachment();
  const items = itemsOfMessage(message);
  if (items.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {items.map((a) => {
        const name = fileNameOf(a);
        if (!isViewable(a))
          return (
            <a
              key={a.id}
              href={a.data_url}
              download={name || undefined}
              className="flex max-w-full items-center gap-1 rounded-md bg-black/10 px-2 py-1 text-xs underline"
            >
              <Icon name="file" className="size-3 shrink-0" />
              <span dir="auto" className="truncate">
                {a.fallback_title ?? (name || t('conversations.message.file'))}
              </span>
            </a>
          );
        const label = t('conversations.gallery.open', {
          name: name || t(a.file_type === 'video' ? 'conversations.gallery.video' : 'conversations.gallery.image'),
        });
        return (
          <a
            key={a.id}
            href={a.data_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            onClick={(e) => {
              // Without a viewer (or with a modifier) the link opens the file itself.
              if (!open || e.metaKey || e.ctrlKey || e.shiftKey) return;
              e.preventDefault();
              open(a.id, items);
            }}
            className="relative block overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-focus"
          >
            {a.file_type === 'image' ? (
              <img
                src={a.thumb_url || a.data_url}
                alt={a.fallback_title ?? t('conversations.message.image')}
                className="max-h-48 rounded-lg"
                loading="lazy"
              />
            ) : (
              <>
                <video src={a.data_url} preload="metadata" muted className="max-h-48 rounded-lg" />
                <span className="absolute inset-0 flex items-center justify-center bg-black/20">
                  <Icon name="play" className="size-8 text-white drop-shadow" />
                </span>
              </>
            )}
          </a>
        );
      })}
    </div>
  );
};
