import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAgent } from '../../../common/contracts/agents.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon } from '../../components/Icon.tsx';
import { inputClass } from '../../components/fieldStyles.ts';

interface TTeamMemberPickerProps {
  agents: readonly TAgent[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** Shown under the list (e.g. "pick at least one"). */
  error?: string | undefined;
}

const checkbox =
  'size-4 rounded border-slate-300 text-woot-600 focus:ring-focus dark:border-slate-600 dark:bg-slate-900';

const matches = (a: TAgent, q: string) => !q || a.name.toLowerCase().includes(q) || a.email.toLowerCase().includes(q);

/** The account's agents as a checkbox list with a search box and a select-all for the shown rows. */
export const TeamMemberPicker = ({ agents, selected, onChange, error }: TTeamMemberPickerProps) => {
  const { t } = useTranslation();
  const errorId = useId();
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const shown = agents.filter((a) => matches(a, q));
  const shownSelected = shown.filter((a) => selected.includes(a.id)).length;
  const allShown = shown.length > 0 && shownSelected === shown.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = shownSelected > 0 && !allShown;
  }, [shownSelected, allShown]);

  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((x) => x !== id));
  const toggleShown = (on: boolean) => {
    const ids = shown.map((a) => a.id);
    onChange(on ? [...new Set([...selected, ...ids])] : selected.filter((x) => !ids.includes(x)));
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('teamsPage.agents.legend')}
      </legend>
      <div className="relative mb-3 max-w-sm">
        <Icon
          name="search"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          dir="auto"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-label={t('teamsPage.agents.search')}
          placeholder={t('teamsPage.agents.search')}
          className={`${inputClass(false)} ps-9`}
        />
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <label className="flex cursor-pointer items-center gap-3 border-b border-slate-200 bg-slate-50/80 px-4 py-2.5 text-sm font-medium text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          <input
            ref={selectAll}
            type="checkbox"
            checked={allShown}
            disabled={shown.length === 0}
            onChange={(e) => toggleShown(e.target.checked)}
            className={checkbox}
          />
          <span className="flex-1">{t('teamsPage.agents.selectAll')}</span>
          <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
            {t('teamsPage.agents.selectedCount', { count: selected.length })}
          </span>
        </label>
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
          {shown.map((a) => (
            <li key={a.id}>
              <label className="flex cursor-pointer items-center gap-3 px-4 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800/60">
                <input
                  type="checkbox"
                  checked={selected.includes(a.id)}
                  onChange={(e) => toggle(a.id, e.target.checked)}
                  className={checkbox}
                />
                <Avatar name={a.name} src={a.thumbnail || null} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">
                    <bdi>{a.name}</bdi>
                  </span>
                  <span dir="ltr" className="block truncate text-xs text-slate-500 rtl:text-right dark:text-slate-400">
                    {a.email}
                  </span>
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{t(`roles.${a.role}`)}</span>
              </label>
            </li>
          ))}
        </ul>
        {shown.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-500 dark:text-slate-400">
            {agents.length === 0 ? t('teamsPage.agents.none') : t('teamsPage.agents.noMatches')}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
