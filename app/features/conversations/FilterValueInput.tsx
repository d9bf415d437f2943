import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/fieldStyles.ts';
import type { TFilterRow } from './conversationTypes.ts';
import type { TFilterField } from './filterFields.ts';
import { isValueless, valuesOf } from './filterQuery.ts';

export interface TFilterOption {
  value: string;
  label: string;
}

interface TProps {
  field: TFilterField;
  row: TFilterRow;
  /** The choices of a multi-select field. */
  options: TFilterOption[];
  onChange: (values: TFilterRow['values']) => void;
}

/**
 * The value of one filter condition: several checked choices for list-like attributes (status, agents,
 * labels, a list custom attribute…), yes/no for a checkbox attribute, else a field where several text or
 * number values are separated by commas.
 */
export const FilterValueInput = ({ field, row, options, onChange }: TProps) => {
  const { t } = useTranslation();
  const op = row.filter_operator;
  if (isValueless(op)) return <span />;
  const chosen = row.values.map(String);
  if (field.input === 'multiSelect') {
    const toggle = (value: string, on: boolean) =>
      onChange(on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));
    return (
      <fieldset className="max-h-32 min-w-0 overflow-y-auto rounded-lg border border-field bg-white p-1 dark:bg-slate-900">
        <legend className="sr-only">{t('conversations.filter.values')}</legend>
        {options.length === 0 ? (
          <p className="px-2 py-1 text-sm text-slate-500 dark:text-slate-400">{t('conversations.filter.noOptions')}</p>
        ) : (
          options.map((o) => (
            <label
              key={o.value}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <input
                type="checkbox"
                className="size-4 accent-woot-600"
                checked={chosen.includes(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
              <span dir="auto" className="truncate">
                {o.label}
              </span>
            </label>
          ))
        )}
      </fieldset>
    );
  }
  if (field.input === 'boolean') {
    return (
      <select
        aria-label={t('conversations.filter.value')}
        className={inputClass(false)}
        value={chosen[0] ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? [] : [e.target.value])}
      >
        <option value="">{t('conversations.filter.pick')}</option>
        <option value="true">{t('conversations.filter.yes')}</option>
        <option value="false">{t('conversations.filter.no')}</option>
      </select>
    );
  }
  const isDays = op === 'days_before';
  const isDate = field.input === 'date' && !isDays;
  const several = !isDate && !isDays && (op === 'equal_to' || op === 'not_equal_to' || op === 'contains');
  return (
    <input
      // A new attribute or operator starts from an empty field.
      key={`${field.id}:${op}`}
      dir="auto"
      aria-label={t('conversations.filter.value')}
      className={inputClass(false)}
      type={isDate ? 'date' : isDays ? 'number' : 'text'}
      inputMode={field.input === 'number' ? 'decimal' : undefined}
      placeholder={several ? t('conversations.filter.severalHint') : undefined}
      title={several ? t('conversations.filter.severalHint') : undefined}
      defaultValue={chosen.join(', ')}
      onChange={(e) => onChange(valuesOf(field.input, op, e.target.value))}
    />
  );
};
