import type { TMessage } from './conversationTypes.ts';

const LINE_PX = 20;
const CHAR_PX = 7.4;

/**
 * A row's likely height before it is measured: activity lines are short, bubbles grow with their
 * lines of text (wrapped at ~75% of the list's width) and their images. Close guesses keep the
 * scroll position steady when an older page is prepended and its rows are measured.
 */
export const estimateMessageHeight = (m: TMessage | undefined, listWidth: number) => {
  if (!m) return 76;
  // The virtualiser asks for every unmeasured row whenever offsets are recomputed: remember per message and width.
  const cached = estimates.get(m);
  if (cached?.width === listWidth) return cached.height;
  const height = estimate(m, listWidth);
  estimates.set(m, { width: listWidth, height });
  return height;
};

const estimates = new WeakMap<TMessage, { width: number; height: number }>();

const estimate = (m: TMessage, listWidth: number) => {
  if (m.message_type === 2) return 36;
  const perLine = Math.max(12, Math.floor((Math.min(listWidth, 1400) * 0.75 - 90) / CHAR_PX));
  const text = m.content ?? '';
  const lines = text ? text.split('\n').reduce((n, l) => n + Math.max(1, Math.ceil(l.length / perLine)), 0) : 0;
  const files = m.attachments ?? [];
  const media = files.filter((a) => a.file_type === 'image' || a.file_type === 'video').length;
  const chrome = 12 + 16 + 18 + (m.private ? 20 : 0); // row padding, bubble padding, time line, note label
  return chrome + lines * LINE_PX + (media ? 200 : 0) + (files.length > media ? 30 : 0);
};
