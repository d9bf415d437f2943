import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_PARAMS, type TAutomationAction } from '../../../common/contracts/automation.ts';
import { CONVERSATION_STATUSES, PRIORITIES } from '../../../common/contracts/conversations.ts';
import { inputClass } from '../../components/fieldStyles.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { uploadFile } from './automationQueries.ts';
import type { TAutomationOptions, TOption } from './useAutomationOptions.ts';

interface TProps {
  accountId: number;
  action: TAutomationAction;
  /** The row's accessible name prefix ("Action 2"). */
  label: string;
  options: TAutomationOptions;
  /** Macros may assign "the agent running it". */
  allowSelf: boolean;
  onChange: (params: unknown[]) => void;
}

const Select = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: TOption[];
  onChange: (v: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass(false)}>
      <option value="">{t('automation.choose')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
};

/** The input an action's params need: an agent, a team, labels, a priority, text, an address, a file… */
export const ActionParamInput = ({ accountId, action, label, options, allowSelf, onChange }: TProps) => {
  const { t } = useTranslation();
  const [upload, setUpload] = useState<{ name: string; error: string | null } | null>(null);
  const kind = ACTION_PARAMS[action.action_name];
  const p = action.action_params;
  const first = typeof p[0] === 'string' || typeof p[0] === 'number' ? String(p[0]) : '';
  const paramLabel = t('automation.paramOf', { action: label });
  switch (kind) {
    case 'none':
      return null;
    case 'agent':
      return (
        <Select
          label={paramLabel}
          value={first}
          options={[
            ...(allowSelf ? [{ value: 'self', label: t('automation.self') }] : []),
            { value: 'nil', label: t('automation.none') },
            ...options.agents,
          ]}
          onChange={(v) => onChange(v ? [v] : [])}
        />
      );
    case 'team':
      return (
        <Select
          label={paramLabel}
          value={first}
          options={[{ value: 'nil', label: t('automation.none') }, ...options.teams]}
          onChange={(v) => onChange(v ? [v] : [])}
        />
      );
    case 'sla':
      return (
        <Select
          label={paramLabel}
          value={first}
          options={options.slaPolicies}
          onChange={(v) => onChange(v ? [v] : [])}
        />
      );
    case 'priority':
      return (
        <Select
          label={paramLabel}
          value={first}
          options={([...PRIORITIES, 'none'] as const).map((v) => ({
            value: v,
            label: t(`automation.priorities.${v}`),
          }))}
          onChange={(v) => onChange(v ? [v] : [])}
        />
      );
    case 'status':
      return (
        <Select
          label={paramLabel}
          value={first}
          options={CONVERSATION_STATUSES.map((v) => ({ value: v, label: t(`automation.statuses.${v}`) }))}
          onChange={(v) => onChange(v ? [v] : [])}
        />
      );
    case 'labels':
      return (
        <fieldset className="flex flex-wrap gap-2" aria-label={paramLabel}>
          {options.labels.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('automation.noLabels')}</p>
          ) : null}
          {options.labels.map((l) => {
            const on = p.includes(l.value);
            return (
              <label
                key={l.value}
                className="flex items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-1 text-xs dark:border-slate-700"
              >
                <input
                  dir="auto"
                  type="checkbox"
                  checked={on}
                  onChange={() => onChange(on ? p.filter((x) => x !== l.value) : [...p, l.value])}
                />
                <bdi>{l.label}</bdi>
              </label>
            );
          })}
        </fieldset>
      );
    case 'text':
      return (
        <textarea
          dir="auto"
          aria-label={paramLabel}
          rows={2}
          value={first}
          onChange={(e) => onChange([e.target.value])}
          className={inputClass(false)}
        />
      );
    case 'email':
    case 'url':
      return (
        <input
          dir="auto"
          type={kind === 'email' ? 'email' : 'url'}
          aria-label={paramLabel}
          placeholder={kind === 'email' ? 'name@example.com' : 'https://'}
          value={first}
          onChange={(e) => onChange([e.target.value])}
          className={inputClass(false)}
        />
      );
    case 'team_email': {
      const v = (p[0] ?? { team_ids: [], message: '' }) as { team_ids: (string | number)[]; message: string };
      return (
        <div className="space-y-2">
          <Select
            label={t('automation.teamOf', { action: label })}
            value={v.team_ids[0] === undefined ? '' : String(v.team_ids[0])}
            options={options.teams}
            onChange={(team) => onChange([{ ...v, team_ids: team ? [Number(team)] : [] }])}
          />
          <textarea
            dir="auto"
            aria-label={paramLabel}
            rows={2}
            value={v.message}
            onChange={(e) => onChange([{ ...v, message: e.target.value }])}
            className={inputClass(false)}
          />
        </div>
      );
    }
    case 'attachment':
      return (
        <div className="space-y-1 text-sm">
          <input
            dir="auto"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label={paramLabel}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setUpload({ name: file.name, error: null });
              uploadFile(accountId, file).then(
                (key) => onChange([key]),
                (err: unknown) => setUpload({ name: file.name, error: apiErrorMessage(err, t) }),
              );
            }}
          />
          {upload?.error ? <p className="text-red-600 dark:text-red-400">{upload.error}</p> : null}
          {first && !upload?.error ? (
            <p className="text-slate-500 dark:text-slate-400">{t('automation.fileReady')}</p>
          ) : null}
        </div>
      );
  }
};
