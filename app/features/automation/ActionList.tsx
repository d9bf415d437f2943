import { useTranslation } from 'react-i18next';
import type { TActionName, TAutomationAction } from '../../../common/contracts/automation.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { inputClass } from '../../components/fieldStyles.ts';
import { ActionParamInput } from './ActionParamInput.tsx';
import type { TAutomationOptions } from './useAutomationOptions.ts';

interface TProps {
  accountId: number;
  actions: TAutomationAction[];
  allowed: readonly TActionName[];
  options: TAutomationOptions;
  allowSelf: boolean;
  /** Server errors by index ("actions.1.action_params" → 1). */
  errors: Record<number, string>;
  onChange: (actions: TAutomationAction[]) => void;
}

/** The ordered actions of a rule or a macro: pick each action, fill its params, move it up or down. */
export const ActionList = ({ accountId, actions, allowed, options, allowSelf, errors, onChange }: TProps) => {
  const { t } = useTranslation();
  const set = (i: number, a: TAutomationAction) => onChange(actions.map((x, j) => (j === i ? a : x)));
  const move = (i: number, by: number) => {
    const next = [...actions];
    const [item] = next.splice(i, 1);
    if (item) next.splice(i + by, 0, item);
    onChange(next);
  };
  return (
    <ol className="space-y-3">
      {actions.map((a, i) => {
        const label = t('automation.actionN', { n: i + 1 });
        return (
          <li key={i} aria-label={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <div className="flex flex-wrap items-start gap-2">
              <select
                aria-label={label}
                value={a.action_name}
                onChange={(e) => set(i, { action_name: e.target.value as TActionName, action_params: [] })}
                className={`${inputClass(false)} max-w-xs`}
              >
                {allowed.map((name) => (
                  <option key={name} value={name}>
                    {t(`automation.actions.${name}`)}
                  </option>
                ))}
              </select>
              <div className="min-w-48 flex-1">
                <ActionParamInput
                  accountId={accountId}
                  action={a}
                  label={label}
                  options={options}
                  allowSelf={allowSelf}
                  onChange={(params) => set(i, { ...a, action_params: params })}
                />
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('automation.moveUp', { item: label })}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <Icon name="chevronUp" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('automation.moveDown', { item: label })}
                  disabled={i === actions.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <Icon name="chevronDown" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('automation.remove', { item: label })}
                  disabled={actions.length === 1}
                  onClick={() => onChange(actions.filter((_, j) => j !== i))}
                >
                  <Icon name="trash" className="size-4" />
                </Button>
              </div>
            </div>
            {errors[i] ? <p className="mt-1 text-sm text-red-600 dark:text-red-400">{errors[i]}</p> : null}
          </li>
        );
      })}
      <li>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="plus" className="size-4" />}
          onClick={() => onChange([...actions, { action_name: allowed[0] ?? 'add_label', action_params: [] }])}
        >
          {t('automation.addAction')}
        </Button>
      </li>
    </ol>
  );
};
