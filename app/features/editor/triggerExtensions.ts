import { Extension, type Editor, type Range } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import { Suggestion } from '@tiptap/suggestion';
import { insertHtmlAt } from './editorCommands.ts';
import { EMOJI_MIN_QUERY } from './editorHelpers.ts';
import type { TSuggestionItem } from './SuggestionList.tsx';
import { suggestionRender } from './suggestionRender.ts';

/** A trigger that replaces "<char><query>" with text (or, with isHtml, editor HTML) chosen from a list (/, {{, :). */
export const textTrigger = <T>(opts: {
  name: string;
  char: string;
  title: string;
  items: (query: string) => T[] | Promise<T[]>;
  toItem: (x: T) => TSuggestionItem;
  toText: (x: T) => string;
  isHtml?: boolean;
  minQuery?: number;
  allowSpaces?: boolean;
}) =>
  Extension.create({
    name: opts.name,
    addProseMirrorPlugins() {
      return [
        Suggestion<T>({
          editor: this.editor,
          char: opts.char,
          pluginKey: new PluginKey(opts.name),
          allowSpaces: opts.allowSpaces ?? false,
          items: async ({ query }) => (query.length < (opts.minQuery ?? 0) ? [] : opts.items(query)),
          command: ({ editor, range, props }: { editor: Editor; range: Range; props: T }) => {
            if (opts.isHtml) insertHtmlAt(editor, range, opts.toText(props));
            else editor.chain().focus().insertContentAt(range, opts.toText(props)).run();
          },
          render: suggestionRender<T>(opts.toItem, opts.title),
        }),
      ];
    },
  });

export const EMOJI_TRIGGER_MIN = EMOJI_MIN_QUERY;
