import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface TSuggestionItem {
  key: string;
  label: string;
  hint?: string;
}

/**
 * The list's greatest height (spec §2 "Editor"): the mention list (canned responses, variables, emoji)
 * about 9.75rem, the agent list of @mentions 12.5rem.
 */
export const SUGGESTION_LIST_HEIGHT = { mention: 'max-h-[9.75rem]', agents: 'max-h-[12.5rem]' } as const;
export type TSuggestionListKind = keyof typeof SUGGESTION_LIST_HEIGHT;

/** The option's element id inside its listbox (the editor's aria-activedescendant points at it). */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * The popup list under a trigger (@, /, {{, :): the highlighted row follows the arrow keys. Focus stays in
 * the editor, which points at the highlighted option (aria-activedescendant, suggestionRender.ts); the
 * options are not tab stops.
 */
export const SuggestionList = ({
  id,
  items,
  selected,
  onPick,
  title,
  kind = 'mention',
}: {
  id: string;
  items: TSuggestionItem[];
  selected: number;
  onPick: (index: number) => void;
  title: string;
  kind?: TSuggestionListKind;
}) => {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  // The highlighted row stays in sight as the arrows move past the list's height.
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selected, items.length]);
  return (
    <div
      ref={list}
      id={id}
      role="listbox"
      aria-label={title}
      className={`${SUGGESTION_LIST_HEIGHT[kind]} w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900`}
    >
      {items.length === 0 ? (
        <div role="option" aria-selected="false" aria-disabled="true" className="px-2 py-1.5 text-xs text-slate-400">
          {t('editor.noMatches')}
        </div>
      ) : null}
      {items.map((item, i) => (
        <div
          key={item.key}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === selected}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(i);
          }}
          className={`flex w-full cursor-pointer flex-col items-start rounded-md px-2 py-1.5 text-start text-sm ${i === selected ? 'bg-woot-50 text-woot-800 dark:bg-woot-900/50 dark:text-woot-100' : 'text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800'}`}
        >
          <span className="w-full truncate font-medium">{item.label}</span>
          {item.hint ? (
            // 4.5:1 at least on the highlighted row too, in both appearances.
            <span className="line-clamp-2 w-full text-xs text-slate-600 dark:text-slate-300">{item.hint}</span>
          ) : null}
        </div>
      ))}
    </div>
  );
};
