// editor: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only re-exports,
// so importing one name from it loads nothing else).

/** The editor (Tiptap) in its own chunk: a screen loads it when it shows an editor. */
export const loadRichEditor = () => import('./RichEditor.tsx');
