import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { arrowStep, fileNameOf, fileSizeText, stepIndex, type TGalleryItem } from './gallery.ts';
import { displayNameOf, pictureOf } from './conversationTypes.ts';
import { fullTime } from '../../lib/timeFormat.ts';

const navButton =
  'flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white disabled:cursor-default disabled:opacity-25 disabled:hover:bg-white/10';
const toolButton =
  'flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-200 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white';

/** The file itself: an image, a playable video, or a download card for everything else. */
const Stage = ({ item, name }: { item: TGalleryItem; name: string }) => {
  const { t, i18n } = useTranslation();
  if (item.file_type === 'image')
    return <img src={item.data_url} alt={name} className="max-h-full max-w-full rounded object-contain" />;
  if (item.file_type === 'video')
    return (
      <video src={item.data_url} controls aria-label={name} className="max-h-full max-w-full rounded">
        <track kind="captions" />
      </video>
    );
  return (
    <div className="flex w-full max-w-xs flex-col items-center gap-3 rounded-xl bg-white/10 p-6 text-center">
      <Icon name="file" className="size-12 text-slate-300" />
      <p dir="auto" className="w-full truncate font-medium text-white">
        {name}
      </p>
      <p className="text-xs text-slate-300">
        {[item.extension?.toUpperCase(), fileSizeText(item.file_size, i18n.language)].filter(Boolean).join(' · ')}
      </p>
      <p className="text-xs text-slate-400">{t('conversations.gallery.noPreview')}</p>
      <a
        href={item.data_url}
        download={name}
        className="flex items-center gap-1.5 rounded-md bg-woot-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-woot-700"
      >
        <Icon name="download" className="size-4" />
        {t('conversations.gallery.download')}
      </a>
    </div>
  );
};

/**
 * Full-screen viewer over the conversation's files: sender and time, previous/next (buttons and
 * the arrow keys, mirrored right-to-left), download, Escape or the close button.
 */
export const AttachmentViewer = ({
  items,
  startId,
  onClose,
}: {
  items: TGalleryItem[];
  startId: number;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const [currentId, setCurrentId] = useState(startId);
  const index = Math.max(
    0,
    items.findIndex((x) => x.id === currentId),
  );
  const item = items[index];
  const go = (by: 1 | -1) => {
    const next = stepIndex(index, items.length, by);
    const target = next === null ? undefined : items[next];
    if (target) setCurrentId(target.id);
  };
  // On the document: a button that just became disabled (at either end) drops the focus to the body.
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  const dir = i18n.dir();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A focused video keeps its own arrow keys (seeking).
      if (e.target instanceof HTMLMediaElement || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const by = arrowStep(e.key, dir === 'rtl' ? 'rtl' : 'ltr');
      if (by === null) return;
      e.preventDefault();
      goRef.current(by);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dir]);
  const name = item
    ? fileNameOf(item) || t(item.file_type === 'video' ? 'conversations.gallery.video' : 'conversations.gallery.image')
    : '';
  const sender = (item?.sender && displayNameOf(item.sender)) || t('conversations.gallery.unknownSender');
  return (
    <Modal show onClose={onClose} label={t('conversations.gallery.label')} fullWidth showCloseButton={false}>
      <div className="flex h-[calc(100dvh-2rem)] flex-col overflow-hidden rounded-xl bg-slate-950 text-white">
        <div className="flex items-center gap-3 border-b border-white/10 px-4 py-2">
          <Avatar name={sender} src={item?.sender && pictureOf(item.sender)} size="md" />
          <div className="min-w-0 flex-1">
            <p dir="auto" className="truncate text-sm font-medium rtl:text-right">
              {sender}
            </p>
            <p className="truncate text-xs text-slate-400">
              {item ? fullTime(item.created_at, i18n.language) : ''}
              <span aria-hidden="true"> · </span>
              <span aria-live="polite">
                {t('conversations.gallery.counter', { index: index + 1, count: items.length })}
              </span>
            </p>
          </div>
          {item ? (
            <a
              href={item.data_url}
              download={name}
              aria-label={t('conversations.gallery.downloadFile', { name })}
              className={toolButton}
            >
              <Icon name="download" className="size-4" />
              <span className="hidden sm:inline">{t('conversations.gallery.download')}</span>
            </a>
          ) : null}
          <button type="button" onClick={onClose} aria-label={t('common.close')} className={toolButton}>
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center gap-2 p-2 sm:gap-4 sm:p-4">
          <button
            type="button"
            onClick={() => go(-1)}
            disabled={index === 0}
            aria-label={t('conversations.gallery.previous')}
            className={navButton}
          >
            <Icon name="chevronLeft" className="size-5 rtl:rotate-180" />
          </button>
          <div className="flex h-full min-w-0 flex-1 items-center justify-center">
            {item ? <Stage key={item.id} item={item} name={name} /> : null}
          </div>
          <button
            type="button"
            onClick={() => go(1)}
            disabled={index >= items.length - 1}
            aria-label={t('conversations.gallery.next')}
            className={navButton}
          >
            <Icon name="chevronRight" className="size-5 rtl:rotate-180" />
          </button>
        </div>
        <p dir="auto" className="truncate px-4 pb-3 text-center text-xs text-slate-400">
          {name}
        </p>
      </div>
    </Modal>
  );
};
