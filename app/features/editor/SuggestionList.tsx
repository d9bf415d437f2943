import { useTranslation } from 'react-i18next';

export interface TSuggestionItem {
  key: string;
  label: string;
  hint?: string;
}

/** The popup list under a trigger (@, /, {{, :): the highlighted row follows the arrow keys. */
export const SuggestionList = ({
  items,
  selected,
  onPick,
  title,
}: {
  items: TSuggestionItem[];
  selected: number;
  onPick: (index: number) => void;
  title: string;
}) => {
  const { t } = useTranslation();
  return (
    <div
      role="listbox"
      aria-label={title}
      className="max-h-[12.5rem] w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {items.length === 0 ? <p className="px-2 py-1.5 text-xs text-slate-400">{t('editor.noMatches')}</p> : null}
      {items.map((item, i) => (
        <button
          key={item.key}
          type="button"
          role="option"
          aria-selected={i === selected}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(i);
          }}
          className={`flex w-full flex-col items-start rounded-md px-2 py-1.5 text-start text-sm ${i === selected ? 'bg-woot-50 text-woot-800 dark:bg-woot-900/50 dark:text-woot-100' : 'text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800'}`}
        >
          <span className="w-full truncate font-medium">{item.label}</span>
          {item.hint ? <span className="line-clamp-2 w-full text-xs text-slate-500">{item.hint}</span> : null}
        </button>
      ))}
    </div>
  );
};
