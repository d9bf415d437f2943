import type { TAttachment, TMessage, TPersonBrief } from './conversationTypes.ts';

/** One file of the conversation's gallery: the attachment, who sent it and when (GET …/attachments). */
export interface TGalleryItem extends TAttachment {
  created_at: number;
  sender: TPersonBrief | null;
}

/** Images and videos open in the viewer; everything else is a download card. */
export const isViewable = (a: Pick<TAttachment, 'file_type'>) => a.file_type === 'image' || a.file_type === 'video';

/** Oldest first, the order messages are read in (the route answers newest first). */
export const galleryOrder = (items: readonly TGalleryItem[]): TGalleryItem[] =>
  [...items].sort((a, b) => a.created_at - b.created_at || a.id - b.id);

/** The items of one message, for the viewer before the conversation's list has arrived. */
export const itemsOfMessage = (m: TMessage): TGalleryItem[] =>
  (m.attachments ?? []).map((a) => ({ ...a, created_at: m.created_at, sender: m.sender ?? null }));

/** The next index `by` steps away, or null past either end (no wrap-around). */
export const stepIndex = (index: number, count: number, by: 1 | -1): number | null => {
  const next = index + by;
  return next >= 0 && next < count ? next : null;
};

/**
 * Arrow keys move through time on screen: Right is "next" left-to-right and "previous" in
 * right-to-left layouts, where the next item sits on the left.
 */
export const arrowStep = (key: string, dir: 'ltr' | 'rtl'): 1 | -1 | null => {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === back ? -1 : null;
};

/** The item list the viewer shows: the conversation's, or the clicked message's until that arrives. */
export const viewerItems = (all: readonly TGalleryItem[] | undefined, fallback: readonly TGalleryItem[], id: number) =>
  all?.some((x) => x.id === id) ? galleryOrder(all) : galleryOrder(fallback);

/** A file's display name: its name, the fallback title, or the last path segment of its URL. */
export const fileNameOf = (a: Pick<TGalleryItem, 'file_name' | 'fallback_title' | 'data_url'>) =>
  a.file_name || a.fallback_title || decodeURIComponent(a.data_url.split('/').pop()?.split('?')[0] ?? '') || '';

/** "12 kB", "3.4 MB" in the reader's language; empty for an unknown size. */
export const fileSizeText = (bytes: number | undefined, lng: string) => {
  if (!bytes) return '';
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte']
      : bytes >= 1_000
        ? [bytes / 1_000, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(lng, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    value,
  );
};
