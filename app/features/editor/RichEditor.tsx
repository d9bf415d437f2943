import { Extension, mergeAttributes } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Mention from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { markdownToEditorHtml, markdownToInlineEditorHtml } from './messageMarkdown.ts';
import { insertMention } from './editorCommands.ts';
import { docToMarkdown, type TDocNode } from './editorMarkdown.ts';
import { VARIABLE_KEYS } from './editorHelpers.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { imageHeightOf } from './imagePresets.ts';
import { searchEmoji } from './emojiData.ts';
import { suggestionRender } from './suggestionRender.ts';
import { isSuggestionOpen } from './suggestionRender.ts';
import { EMOJI_TRIGGER_MIN, textTrigger } from './triggerExtensions.ts';

export interface TEditorApi {
  clear: () => void;
  /** At the end (default), or at the start. */
  focus: (at?: 'start' | 'end') => void;
  setMarkdown: (markdown: string) => void;
}

export interface TMentionable {
  id: number;
  name: string;
}

export interface TCanned {
  id: number;
  short_code: string;
  content: string;
  /** Files the response carries (Chatwoot #12204): inserting it adds them to the draft (onCannedFiles). */
  attachments?: { file_url: string; file_name: string; content_type: string }[];
}

/** A canned response's files as File objects for the draft (same-origin /uploads URLs). */
const cannedFiles = (c: TCanned) =>
  Promise.all(
    (c.attachments ?? []).map(async (a) => {
      const res = await fetch(a.file_url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${res.status}`);
      return new File([await res.blob()], a.file_name, { type: a.content_type });
    }),
  );

export interface TRichEditorProps {
  label: string;
  placeholder: string;
  initialMarkdown: string;
  /** Enter sends (Shift+Enter breaks the line), or Mod+Enter sends. */
  sendKey: 'enter' | 'cmd_enter';
  /** @ mentions are offered only while this is true (private notes). */
  mentionsEnabled: boolean;
  agents: TMentionable[];
  searchCanned: (query: string) => Promise<TCanned[]>;
  /** A canned response with files was inserted: its files, for the draft's attachments (undefined: not offered). */
  onCannedFiles?: (files: File[]) => void;
  onChange: (markdown: string) => void;
  onSubmit: () => void;
  onReady: (api: TEditorApi) => void;
  /** An image picked from the toolbar: upload it and answer its URL (the host shows the toasts). */
  onImage: (file: File) => Promise<string | null>;
  /** Files pasted or dropped into the text are refused (part 1 §5). */
  onFilesBlocked: () => void;
  /**
   * Help-centre articles keep HTML: initialMarkdown is then HTML, onChange answers HTML, and
   * headings, quotes, code blocks and rules are allowed.
   */
  html?: boolean;
}

/** Inline images show at the size preset their URL carries (cw_image_height), as the sent message will. */
const SizedImage = Image.extend({
  renderHTML({ HTMLAttributes }) {
    const height = imageHeightOf(String(HTMLAttributes.src ?? ''));
    return [
      'img',
      mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, height ? { style: `height:${height}` } : {}),
    ];
  },
});

/** A leading blank line is kept as an empty first paragraph (a draft saved that way comes back that way). */
const editorHtml = (markdown: string) =>
  `${/^\s*\n/.test(markdown) && markdown.trim() !== '' ? '<p></p>' : ''}${markdownToEditorHtml(markdown)}`;

const matches = (query: string) => (s: string) => s.toLowerCase().includes(query.toLowerCase());

/**
 * The reply editor: TipTap with the default menu and the @ / {{ : suggestion triggers. TipTap keeps
 * its extensions for the editor's life, so they read the latest props through a ref when they run
 * (on a keystroke), never during render.
 */
/* eslint-disable react-hooks/refs */
export const RichEditor = (props: TRichEditorProps) => {
  const { t } = useTranslation();
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: props.html ? { levels: [2, 3] } : false,
        blockquote: props.html ? {} : false,
        horizontalRule: props.html ? {} : false,
        codeBlock: props.html ? {} : false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true },
      }),
      SizedImage.configure({ inline: true }),
      Placeholder.configure({ placeholder: () => latest.current.placeholder }),
      Mention.configure({
        HTMLAttributes: {
          class: 'rounded bg-woot-100 px-0.5 font-medium text-woot-800 dark:bg-woot-900 dark:text-woot-100',
        },
        renderText: ({ node }) => `@${String(node.attrs.label ?? node.attrs.id)}`,
        suggestion: {
          char: '@',
          items: ({ query }) =>
            latest.current.mentionsEnabled
              ? latest.current.agents.filter((a) => matches(query)(a.name)).slice(0, 10)
              : [],
          render: suggestionRender<TMentionable>(
            (a) => ({ key: String(a.id), label: a.name }),
            t('editor.mentions'),
            'agents',
          ),
          command: ({ editor: ed, range, props }) => {
            const a = props as unknown as TMentionable;
            insertMention(ed, range, { id: String(a.id), label: a.name });
          },
        },
      }),
      textTrigger<TCanned>({
        name: 'cannedResponses',
        char: '/',
        title: t('editor.canned'),
        items: (q) => latest.current.searchCanned(q),
        toItem: (c) => ({ key: String(c.id), label: c.short_code, hint: c.content }),
        // Inline at the caret: after text it continues the sentence rather than starting a paragraph.
        toText: (c) => {
          const add = latest.current.onCannedFiles;
          if (add && c.attachments?.length) void cannedFiles(c).then(add, () => undefined);
          return markdownToInlineEditorHtml(c.content);
        },
        isHtml: true,
      }),
      textTrigger<string>({
        name: 'variables',
        char: '{{',
        title: t('editor.variables'),
        items: (q) => VARIABLE_KEYS.filter(matches(q)),
        toItem: (k) => ({ key: k, label: `{{${k}}}` }),
        toText: (k) => `{{${k}}}`,
      }),
      textTrigger<{ name: string; char: string }>({
        name: 'emoji',
        char: ':',
        title: t('editor.emoji'),
        minQuery: EMOJI_TRIGGER_MIN,
        items: (q) => searchEmoji(q),
        toItem: (e) => ({ key: e.name, label: `${e.char}  :${e.name}:` }),
        toText: (e) => e.char,
      }),
      Extension.create({
        name: 'sendKeys',
        addKeyboardShortcuts() {
          const send = () => {
            if (isSuggestionOpen()) return false;
            latest.current.onSubmit();
            return true;
          };
          return {
            Enter: () => (latest.current.sendKey === 'enter' ? send() : false),
            'Mod-Enter': () => send(),
          };
        },
      }),
    ],
    content: props.html ? props.initialMarkdown : editorHtml(props.initialMarkdown),
    editorProps: {
      attributes: {
        'aria-label': props.label,
        'aria-multiline': 'true',
        role: 'textbox',
        // Latin text in an Arabic page (and the reverse) keeps its punctuation where it was typed.
        dir: 'auto',
        class:
          'prose-sm max-h-60 min-h-[4.5rem] overflow-y-auto rounded-md px-3 py-2 text-sm text-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset dark:text-slate-100 [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 [&_img]:inline [&_img]:max-h-24 [&_img.ProseMirror-selectednode]:ring-2 [&_img.ProseMirror-selectednode]:ring-woot-500 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_a]:text-woot-600 [&_a]:underline',
      },
      handlePaste: (_view, event) => {
        if (event.clipboardData?.files.length) {
          latest.current.onFilesBlocked();
          return true;
        }
        return false;
      },
      handleDrop: (_view, event) => {
        if (event.dataTransfer?.files.length) {
          latest.current.onFilesBlocked();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: ed }) => {
      if (ed.isEmpty) latest.current.onChange('');
      else latest.current.onChange(latest.current.html ? ed.getHTML() : docToMarkdown(ed.getJSON() as TDocNode));
    },
  });

  useEffect(() => {
    if (!editor) return;
    latest.current.onReady({
      clear: () => editor.commands.clearContent(true),
      focus: (at = 'end') => editor.commands.focus(at),
      setMarkdown: (md) => editor.commands.setContent(editorHtml(md), { emitUpdate: false }),
    });
  }, [editor]);

  return (
    <div>
      <EditorContent editor={editor} />
      <EditorToolbar editor={editor} onImage={(f) => latest.current.onImage(f)} />
    </div>
  );
};

export default RichEditor;
