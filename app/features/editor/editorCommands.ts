import { createNodeFromContent, type Editor, type Range } from '@tiptap/core';

/**
 * A mention chip and exactly one space after it, replacing "@query". A space already after the caret is
 * taken as that space (as TipTap's own mention command does), so picking in the middle of a sentence does
 * not leave two.
 */
export const insertMention = (editor: Editor, range: Range, attrs: { id: string; label: string }) => {
  const nodeAfter = editor.state.selection.$to.nodeAfter;
  const to = nodeAfter?.text?.startsWith(' ') ? range.to + 1 : range.to;
  editor
    .chain()
    .focus()
    .insertContentAt({ from: range.from, to }, [
      { type: 'mention', attrs },
      { type: 'text', text: ' ' },
    ])
    .run();
  // The browser may leave its caret between the mention node and the space (so the next word sticks to
  // the name): put it after the inserted content.
  const selection = editor.view.dom.ownerDocument.defaultView?.getSelection();
  if (selection?.rangeCount) selection.collapseToEnd();
};

/**
 * Editor HTML inserted where "<trigger><query>" was typed. Parsed into nodes first: inline content stays
 * in the caret's paragraph (a canned response after text continues the sentence), and escaped characters
 * arrive as the characters, not as "&amp;".
 */
export const insertHtmlAt = (editor: Editor, range: Range, html: string) => {
  const content = createNodeFromContent(html, editor.schema, {
    slice: true,
    parseOptions: { preserveWhitespace: 'full' },
  });
  editor.chain().focus().insertContentAt(range, content).run();
};
