import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { inputClass } from '../../components/fieldStyles.ts';

interface TRuleListProps {
  legend: string;
  hint: string;
  rules: string[];
  onChange: (rules: string[]) => void;
  disabled: boolean;
}

/** An editable list of short rules (response guidelines, guardrails): one a line, added and removed. */
export const RuleList = ({ legend, hint, rules, onChange, disabled }: TRuleListProps) => {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>
      {rules.map((rule, i) => (
        <div key={i} className="flex items-center gap-2">
          <input
            className={inputClass(false)}
            value={rule}
            dir="auto"
            disabled={disabled}
            aria-label={t('captainAssistants.ruleNumbered', { legend, n: i + 1 })}
            onChange={(e) => onChange(rules.map((r, j) => (j === i ? e.target.value : r)))}
          />
          {disabled ? null : (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('captainAssistants.removeRule', { n: i + 1 })}
              icon={<Icon name="trash" className="size-4" />}
              onClick={() => onChange(rules.filter((_, j) => j !== i))}
            />
          )}
        </div>
      ))}
      {disabled ? null : (
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="plus" className="size-4" />}
          onClick={() => onChange([...rules, ''])}
        >
          {t('captainAssistants.addRule')}
        </Button>
      )}
    </fieldset>
  );
};
