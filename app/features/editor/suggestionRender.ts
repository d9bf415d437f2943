import { ReactRenderer } from '@tiptap/react';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { SuggestionList, type TSuggestionItem } from './SuggestionList.tsx';

/** How many suggestion popups are open: the editor's Enter-to-send stands aside while one is. */
let openPopups = 0;
export const isSuggestionOpen = () => openPopups > 0;

/**
 * The render hooks TipTap's Suggestion calls: a fixed-position list under the caret, arrows move the
 * highlight (bounded), Enter or Tab picks, Escape closes.
 */
export const suggestionRender =
  <T>(toItem: (x: T) => TSuggestionItem, title: string) =>
  () => {
    let renderer: ReactRenderer | null = null;
    let props: SuggestionProps<T> | null = null;
    let selected = 0;
    let visible = false;
    const setVisible = (v: boolean) => {
      if (v === visible) return;
      visible = v;
      openPopups = Math.max(0, openPopups + (v ? 1 : -1));
      if (renderer) renderer.element.style.display = v ? '' : 'none';
    };
    const draw = () => {
      if (!renderer || !props) return;
      const current = props;
      // Nothing to offer (too short a query, or mentions outside notes): no popup, keys pass through.
      setVisible(current.items.length > 0);
      renderer.updateProps({
        items: current.items.map(toItem),
        selected,
        title,
        onPick: (i: number) => {
          const item = current.items[i];
          if (item !== undefined) current.command(item);
        },
      });
      const rect = current.clientRect?.();
      const el = renderer.element;
      if (rect) {
        el.style.position = 'fixed';
        el.style.zIndex = '60';
        el.style.left = `${Math.max(8, Math.min(rect.left, window.innerWidth - 300))}px`;
        // Open upwards: the reply box sits at the bottom of the screen.
        el.style.bottom = `${window.innerHeight - rect.top + 6}px`;
        el.style.top = 'auto';
      }
    };
    const close = () => {
      if (!renderer) return;
      setVisible(false);
      renderer.destroy();
      renderer.element.remove();
      renderer = null;
    };
    return {
      onStart: (p: SuggestionProps<T>) => {
        props = p;
        selected = 0;
        renderer = new ReactRenderer(SuggestionList, {
          editor: p.editor,
          props: { items: [], selected: 0, title, onPick: () => undefined },
        });
        renderer.element.style.display = 'none';
        document.body.appendChild(renderer.element);
        draw();
      },
      onUpdate: (p: SuggestionProps<T>) => {
        props = p;
        selected = Math.min(selected, Math.max(0, p.items.length - 1));
        draw();
      },
      onKeyDown: ({ event }: SuggestionKeyDownProps) => {
        if (!props || !visible) return false;
        if (event.key === 'Escape') {
          close();
          return true;
        }
        const count = props.items.length;
        if (count === 0) return false;
        if (event.key === 'ArrowDown') selected = Math.min(count - 1, selected + 1);
        else if (event.key === 'ArrowUp') selected = Math.max(0, selected - 1);
        else if (event.key === 'Enter' || event.key === 'Tab') {
          const item = props.items[selected];
          if (item !== undefined) props.command(item);
          return true;
        } else return false;
        draw();
        return true;
      },
      onExit: () => {
        close();
        props = null;
      },
    };
  };
