import { ReactRenderer } from '@tiptap/react';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { nextActiveOption } from '../../components/listbox.ts';
import { optionId, SuggestionList, type TSuggestionItem, type TSuggestionListKind } from './SuggestionList.tsx';

/** How many suggestion popups are open: the editor's Enter-to-send stands aside while one is. */
let openPopups = 0;
export const isSuggestionOpen = () => openPopups > 0;

let listboxes = 0;

/**
 * The ARIA combobox pattern on the editor while a list is open: the editor (where focus stays) is a
 * combobox that controls the listbox and names its highlighted option, so a screen reader reads the
 * choice as the arrows move; closed, it is the multi-line textbox again. ProseMirror patches only the
 * attributes its own props change, so these stay until put back.
 */
const exposeCombobox = (dom: Element, listboxId: string | null, active: number | null) => {
  if (listboxId === null) {
    dom.setAttribute('role', 'textbox');
    dom.setAttribute('aria-multiline', 'true');
    for (const a of ['aria-expanded', 'aria-controls', 'aria-activedescendant', 'aria-autocomplete'])
      dom.removeAttribute(a);
    return;
  }
  dom.setAttribute('role', 'combobox');
  // A combobox has no aria-multiline; Shift+Enter still breaks the line.
  dom.removeAttribute('aria-multiline');
  dom.setAttribute('aria-expanded', 'true');
  dom.setAttribute('aria-controls', listboxId);
  dom.setAttribute('aria-autocomplete', 'list');
  if (active === null) dom.removeAttribute('aria-activedescendant');
  else dom.setAttribute('aria-activedescendant', optionId(listboxId, active));
};

/**
 * The render hooks TipTap's Suggestion calls: a fixed-position list under the caret, arrows move the
 * highlight (bounded), Enter or Tab picks, Escape closes.
 */
export const suggestionRender =
  <T>(toItem: (x: T) => TSuggestionItem, title: string, kind: TSuggestionListKind = 'mention') =>
  () => {
    let renderer: ReactRenderer | null = null;
    let props: SuggestionProps<T> | null = null;
    let selected = 0;
    let visible = false;
    listboxes += 1;
    const listboxId = `editor-suggestions-${listboxes}`;
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
      exposeCombobox(current.editor.view.dom, visible ? listboxId : null, visible ? selected : null);
      renderer.updateProps({
        id: listboxId,
        items: current.items.map(toItem),
        selected,
        title,
        kind,
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
      if (props) exposeCombobox(props.editor.view.dom, null, null);
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
          props: { id: listboxId, items: [], selected: 0, title, kind, onPick: () => undefined },
        });
        renderer.element.style.display = 'none';
        // Inside the editor's landmark (fixed, so its scrolling does not clip it): no content outside one.
        (p.editor.view.dom.closest('main') ?? document.body).appendChild(renderer.element);
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
        const next = nextActiveOption(event.key, selected, count);
        if (next !== null) selected = next;
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
