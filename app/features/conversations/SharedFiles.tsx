import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { fileNameOf, galleryOrder } from './gallery.ts';
import { useOpenAttachment } from './galleryContext.ts';
import { useConversationAttachments } from './useConversationAttachments.ts';

const FIRST = 9;

/** The contact panel's grid of the conversation's files, newest first; each opens the viewer. */
export const SharedFiles = ({ accountId, conversationId }: { accountId: number; conversationId: number }) => {
  const { t } = useTranslation();
  const open = useOpenAttachment();
  const files = useConversationAttachments(accountId, conversationId).data ?? [];
  const [all, setAll] = useState(false);
  if (files.length === 0) return <p className="text-xs text-slate-400">{t('conversations.gallery.noFiles')}</p>;
  const ordered = galleryOrder(files);
  const shown = [...ordered].reverse().slice(0, all ? undefined : FIRST);
  return (
    <>
      <ul className="grid grid-cols-3 gap-1.5" aria-label={t('conversations.gallery.sharedFiles')}>
        {shown.map((a) => {
          const name = fileNameOf(a);
          return (
            <li key={a.id}>
              <button
                type="button"
                onClick={() => open?.(a.id, ordered)}
                aria-label={t('conversations.gallery.open', { name })}
                title={name}
                className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-md bg-slate-100 text-slate-500 hover:ring-2 hover:ring-woot-400 focus-visible:ring-2 focus-visible:ring-focus dark:bg-slate-800 dark:text-slate-400"
              >
                {a.file_type === 'image' ? (
                  <img src={a.thumb_url || a.data_url} alt="" loading="lazy" className="size-full object-cover" />
                ) : (
                  <span className="flex min-w-0 flex-col items-center gap-1 px-1">
                    <Icon name={a.file_type === 'video' ? 'play' : 'file'} className="size-5" />
                    <span aria-hidden="true" className="w-full truncate text-[10px] uppercase">
                      {a.extension || a.file_type}
                    </span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {ordered.length > FIRST ? (
        <button
          type="button"
          onClick={() => setAll((v) => !v)}
          className="mt-2 text-xs text-woot-600 hover:underline dark:text-woot-400"
        >
          {all ? t('conversations.gallery.showFewer') : t('conversations.gallery.showAll', { count: ordered.length })}
        </button>
      ) : null}
    </>
  );
};
