import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';

/** The user's recent searches under an empty search box: pick one to search again, or clear them. */
export const RecentSearches = ({
  items,
  onPick,
  onClear,
}: {
  items: string[];
  onPick: (q: string) => void;
  onClear: () => void;
}) => {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <section aria-labelledby="recent-searches" className="mt-6">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="recent-searches" className="text-sm font-semibold text-slate-700 dark:text-slate-200">
          {t('search.recent')}
        </h2>
        <button
          type="button"
          onClick={onClear}
          className="rounded px-1 text-xs font-medium text-woot-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus dark:text-woot-300"
        >
          {t('search.clearRecent')}
        </button>
      </div>
      <ul aria-label={t('search.recent')} className="flex flex-wrap gap-2">
        {items.map((q) => (
          <li key={q}>
            <button
              type="button"
              dir="auto"
              onClick={() => onPick(q)}
              className="flex max-w-[20rem] items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-focus dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <Icon name="clock" className="size-3.5 shrink-0 text-slate-400" />
              <span className="truncate">{q}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
