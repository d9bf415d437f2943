import { useTranslation } from 'react-i18next';
import type { TAgent } from '../../../common/contracts/agents.ts';
import { Avatar } from '../../components/Avatar.tsx';

interface TAgentPickerProps {
  agents: TAgent[];
  selected: number[];
  onChange: (ids: number[]) => void;
  legend: string;
}

/** A checkbox list of the account's agents. */
export const AgentPicker = ({ agents, selected, onChange, legend }: TAgentPickerProps) => {
  const { t } = useTranslation();
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {agents.map((a) => (
          <li key={a.id}>
            <label className="flex cursor-pointer items-center gap-3 px-4 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800/60">
              <input
                type="checkbox"
                checked={selected.includes(a.id)}
                onChange={(e) => toggle(a.id, e.target.checked)}
                className="size-4 rounded border-slate-300 text-woot-600 focus:ring-focus dark:border-slate-600 dark:bg-slate-900"
              />
              <Avatar name={a.name} src={a.thumbnail} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">{a.name}</span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{a.email}</span>
              </span>
              {/* An administrator counts as verified here: on an installation without mail they could not confirm. */}
              {a.confirmed || a.role === 'administrator' ? null : (
                <span className="text-xs text-amber-600 dark:text-amber-400">
                  {t('inboxesPage.agents.unconfirmed')}
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {agents.length === 0 ? <p className="mt-2 text-sm text-slate-500">{t('inboxesPage.agents.none')}</p> : null}
    </fieldset>
  );
};
