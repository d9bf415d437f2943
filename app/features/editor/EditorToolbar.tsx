import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from './editorHelpers.ts';
import { ImageSizeMenu } from './ImageSizeMenu.tsx';

/**
 * Outline icons for the buttons without a letter form (24-unit paths, stroke currentColor). The numbered
 * list is drawn too: a visible "1." would be text missing from its name "Numbered list" (WCAG 2.5.3).
 */
const GLYPH_PATHS = {
  orderedList: 'M10 6h10M10 12h10M10 18h10M4.5 4.5H6V9M4.5 9h3M4.5 14.5a1.5 1.5 0 0 1 3 0c0 1.2-3 2.2-3 4h3',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1.5 1.5 0 1 0 0-.01',
} as const;

const Glyph = ({ name }: { name: keyof typeof GLYPH_PATHS }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-4"
    aria-hidden="true"
  >
    <path d={GLYPH_PATHS[name]} />
  </svg>
);

type TMark = 'bold' | 'italic' | 'code' | 'bulletList' | 'orderedList' | 'link';

/** The default menu: strong, em, link, undo, redo, bullet list, ordered list, code; plus an image button. */
export const EditorToolbar = ({
  editor,
  onImage,
}: {
  editor: Editor | null;
  onImage: (f: File) => Promise<string | null>;
}) => {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            code: e.isActive('code'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            link: e.isActive('link'),
          }
        : null,
  });
  if (!editor) return null;
  const btn = (key: TMark | 'undo' | 'redo' | 'image', glyph: ReactNode, run: () => void) => (
    <button
      key={key}
      type="button"
      aria-label={t(`editor.menu.${key}`)}
      title={t(`editor.menu.${key}`)}
      aria-pressed={key in (active ?? {}) ? Boolean(active?.[key as TMark]) : undefined}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={`flex size-7 items-center justify-center rounded text-xs font-semibold ${key in (active ?? {}) && active?.[key as TMark] ? 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-white' : 'text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800'}`}
    >
      {glyph}
    </button>
  );
  const chain = () => editor.chain().focus();
  const setLink = () => {
    if (editor.isActive('link')) {
      chain().unsetLink().run();
      return;
    }
    const href = window.prompt(t('editor.linkPrompt'))?.trim();
    if (href && /^(https?:|mailto:)/i.test(href)) chain().setLink({ href }).run();
  };
  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap items-center gap-0.5 px-2 pb-1">
      {btn('bold', 'B', () => chain().toggleBold().run())}
      {btn('italic', 'I', () => chain().toggleItalic().run())}
      {btn('link', <Glyph name="link" />, setLink)}
      {btn('undo', '↶', () => chain().undo().run())}
      {btn('redo', '↷', () => chain().redo().run())}
      {btn('bulletList', '•', () => chain().toggleBulletList().run())}
      {btn('orderedList', <Glyph name="orderedList" />, () => chain().toggleOrderedList().run())}
      {btn('code', '</>', () => chain().toggleCode().run())}
      {/* eslint-disable-next-line react-hooks/refs -- the ref is read on click, not during render */}
      {btn('image', <Glyph name="image" />, () => fileRef.current?.click())}
      <input
        ref={fileRef}
        type="file"
        hidden
        accept={IMAGE_TYPES.join(',')}
        aria-label={t('editor.menu.image')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          void onImage(file).then((src) => {
            if (src) chain().setImage({ src, alt: file.name }).run();
          });
        }}
      />
      <ImageSizeMenu editor={editor} />
    </div>
  );
};
