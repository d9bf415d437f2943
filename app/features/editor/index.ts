/**
 * editor: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export {
  MAX_ATTACHMENTS,
  TypingNotifier,
  addAttachments,
  draftKey,
  loadDraft,
  saveDraft,
  substituteVariables,
  variableValues,
  type TDraftMode,
} from './editorHelpers.ts';
export { EMOJIS } from './emojiData.ts';
export { parseBlocks, plainPreview, type TInline } from '../../../common/markdown.ts';
export type { TEditorApi } from './RichEditor.tsx';
export { SIGNATURE_DELIMITER, cleanSignature, withSignature } from './signature.ts';
export { useEditorSupport } from './useEditorSupport.ts';
export { loadRichEditor } from './loaders.ts';
