// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { markdownToInlineEditorHtml } from './messageMarkdown.ts';
import { insertHtmlAt, insertMention } from './editorCommands.ts';
import { docToMarkdown, type TDocNode } from './editorMarkdown.ts';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

/** An editor holding `html`, the caret after the first occurrence of `typed` (what the trigger replaces). */
const editorWith = (html: string, typed: string) => {
  editor = new Editor({ extensions: [StarterKit, Mention], content: html });
  let range = { from: 0, to: 0 };
  editor.state.doc.descendants((node, pos) => {
    const at = node.isText ? (node.text ?? '').indexOf(typed) : -1;
    if (at >= 0 && range.to === 0) range = { from: pos + at, to: pos + at + typed.length };
  });
  editor.commands.setTextSelection(range.to);
  return { ed: editor, range };
};
const markdownOf = (ed: Editor) => docToMarkdown(ed.getJSON() as TDocNode);

describe('a canned response picked after text', () => {
  it('is inserted inline at the caret, not as a new paragraph', () => {
    const { ed, range } = editorWith('<p>Hello Ana, /thx</p>', '/thx');
    insertHtmlAt(ed, range, markdownToInlineEditorHtml('thanks for **waiting** & sorry'));
    expect(ed.getJSON().content).toHaveLength(1);
    expect(markdownOf(ed)).toBe('Hello Ana, thanks for **waiting** & sorry');
    // Typing goes on after the inserted text.
    ed.commands.insertContent('!');
    expect(markdownOf(ed)).toBe('Hello Ana, thanks for **waiting** & sorry!');
  });

  it('keeps its lines and continues the text around the caret', () => {
    const { ed, range } = editorWith('<p>Hi /sig then</p>', '/sig');
    insertHtmlAt(ed, range, markdownToInlineEditorHtml('Line one\n\nLine two'));
    expect(markdownOf(ed)).toBe('Hi Line one\nLine two then');
    expect(ed.getJSON().content).toHaveLength(1);
  });

  it('with a list, keeps the list', () => {
    const { ed, range } = editorWith('<p>/steps</p>', '/steps');
    insertHtmlAt(ed, range, markdownToInlineEditorHtml('- one\n- two'));
    expect(markdownOf(ed)).toBe('- one\n- two');
  });
});

describe('a mention picked from the list', () => {
  const mentionOf = (id: string, label: string) => `[@${label}](mention://user/${id}/${label})`;

  it('is followed by exactly one space at the end of the text', () => {
    const { ed, range } = editorWith('<p>Ping @an</p>', '@an');
    insertMention(ed, range, { id: '7', label: 'Ana' });
    ed.commands.insertContent('please');
    expect(ed.getText()).toBe('Ping @Ana please');
    expect(markdownOf(ed)).toBe(`Ping ${mentionOf('7', 'Ana')} please`);
  });

  it('takes a space already after the caret as its own (no double space mid-sentence)', () => {
    const { ed, range } = editorWith('<p>Ping @an please</p>', '@an');
    insertMention(ed, range, { id: '7', label: 'Ana' });
    expect(ed.getText()).toBe('Ping @Ana please');
    expect(markdownOf(ed)).toBe(`Ping ${mentionOf('7', 'Ana')} please`);
  });
});
