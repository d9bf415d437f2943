import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { IMAGE_PRESET_KEYS, imagePresetOf, withImagePreset } from './imagePresets.ts';

/** Shown while an inline image is selected: Small 24px, Medium 48px, Large 72px, Original Size. */
export const ImageSizeMenu = ({ editor }: { editor: Editor }) => {
  const { t } = useTranslation();
  const selected = useEditorState({
    editor,
    selector: ({ editor: e }) => (e.isActive('image') ? String(e.getAttributes('image').src ?? '') : null),
  });
  if (selected === null) return null;
  const current = imagePresetOf(selected);
  return (
    <div
      role="group"
      aria-label={t('composer.imageSize')}
      className="ms-1 flex items-center gap-0.5 border-s border-slate-200 ps-1.5 dark:border-slate-700"
    >
      {IMAGE_PRESET_KEYS.map((preset) => (
        <button
          key={preset}
          type="button"
          aria-pressed={current === preset}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            // A leaf node is replaced when its attributes change: select it again so the menu stays.
            const at = editor.state.selection.from;
            editor
              .chain()
              .focus()
              .updateAttributes('image', { src: withImagePreset(selected, preset) })
              .setNodeSelection(at)
              .run();
          }}
          className={`rounded px-1.5 py-0.5 text-[11px] font-medium ${current === preset ? 'bg-woot-100 text-woot-800 dark:bg-woot-900/60 dark:text-woot-100' : 'text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800'}`}
        >
          {t(`composer.imagePresets.${preset}`)}
        </button>
      ))}
    </div>
  );
};
