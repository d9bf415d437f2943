import { useTranslation } from 'react-i18next';
import type { STANDARD_CONTACT_FILTER_ATTRIBUTES } from '../../../common/contracts/contactExtras.ts';
import { type TContactFilterOperator } from '../../../common/contracts/contactExtras.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { inputClass } from '../../components/fieldStyles.ts';
import { needsValue, operatorsFor, withKey, type TFilterAttribute, type TFilterRow } from './filterRows.ts';

interface TProps {
  index: number;
  row: TFilterRow;
  attributes: TFilterAttribute[];
  labels: string[];
  isLast: boolean;
  canRemove: boolean;
  showError: boolean;
  onChange: (row: TFilterRow) => void;
  onRemove: () => void;
}

/** One condition: attribute, operator, value, and (unless last) how it joins the next. */
export const FilterRowEditor = ({
  index,
  row,
  attributes,
  labels,
  isLast,
  canRemove,
  showError,
  onChange,
  onRemove,
}: TProps) => {
  const { t } = useTranslation();
  const attr = attributes.find((a) => a.key === row.key);
  const kind = attr?.kind ?? 'text';
  const n = index + 1;
  const field = `${inputClass(false)} h-9 py-1.5`;
  const valueInput = () => {
    if (!needsValue(row.operator)) return null;
    const common = {
      value: row.value,
      'aria-label': t('contactsPage.filter.valueOf', { n }),
      'aria-invalid': showError || undefined,
      className: `${inputClass(showError)} h-9 py-1.5`,
    };
    if (kind === 'boolean')
      return (
        <select {...common} onChange={(e) => onChange({ ...row, value: e.target.value })}>
          <option value="">{t('contactsPage.filter.choose')}</option>
          <option value="true">{t('common.yes')}</option>
          <option value="false">{t('common.no')}</option>
        </select>
      );
    const options = kind === 'labels' ? labels : kind === 'list' ? (attr?.values ?? []) : null;
    if (options) {
      // Several values at once (one of them matches): kept as one comma-separated value, as the API reads it.
      const chosen = row.value.split(',').filter(Boolean);
      const toggle = (o: string, on: boolean) =>
        onChange({
          ...row,
          value: (on ? [...chosen.filter((v) => v !== o), o] : chosen.filter((v) => v !== o)).join(','),
        });
      return (
        <fieldset
          aria-invalid={showError || undefined}
          className={`max-h-32 min-w-0 overflow-y-auto rounded-lg border bg-white p-1 dark:bg-slate-900 ${showError ? 'border-red-500 dark:border-red-400' : 'border-field'}`}
        >
          <legend className="sr-only">{t('contactsPage.filter.valueOf', { n })}</legend>
          {options.length === 0 ? (
            <p className="px-2 py-1 text-sm text-slate-500 dark:text-slate-400">
              {t('conversations.filter.noOptions')}
            </p>
          ) : (
            options.map((o) => (
              <label
                key={o}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-woot-600"
                  checked={chosen.includes(o)}
                  onChange={(e) => toggle(o, e.target.checked)}
                />
                <span dir="auto" className="truncate">
                  {o}
                </span>
              </label>
            ))
          )}
        </fieldset>
      );
    }
    const type = kind === 'number' || row.operator === 'days_before' ? 'number' : kind === 'date' ? 'date' : 'text';
    return <input dir="auto" {...common} type={type} onChange={(e) => onChange({ ...row, value: e.target.value })} />;
  };
  return (
    <li className="space-y-2">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
        <select
          value={row.key}
          aria-label={t('contactsPage.filter.attributeOf', { n })}
          className={field}
          onChange={(e) => onChange(withKey(row, e.target.value, attributes))}
        >
          {attributes.map((a) => (
            <option key={a.key} value={a.key}>
              {a.label ??
                t(`contactsPage.filter.attributes.${a.key as keyof typeof STANDARD_CONTACT_FILTER_ATTRIBUTES}`)}
            </option>
          ))}
        </select>
        <select
          value={row.operator}
          aria-label={t('contactsPage.filter.operatorOf', { n })}
          className={field}
          onChange={(e) => onChange({ ...row, operator: e.target.value as TContactFilterOperator })}
        >
          {operatorsFor(kind).map((op) => (
            <option key={op} value={op}>
              {t(`contactsPage.filter.operators.${op}`)}
            </option>
          ))}
        </select>
        <div>{valueInput()}</div>
        <Button
          variant="ghost"
          size="sm"
          className="h-9"
          disabled={!canRemove}
          aria-label={t('contactsPage.filter.removeRow', { n })}
          onClick={onRemove}
          icon={<Icon name="trash" className="size-4" />}
        />
      </div>
      {showError ? (
        <p className="text-xs text-red-600 dark:text-red-400">{t('contactsPage.filter.valueRequired')}</p>
      ) : null}
      {!isLast ? (
        <div className="w-24">
          <select
            value={row.queryOperator}
            aria-label={t('contactsPage.filter.joinOf', { n })}
            className={`${inputClass(false)} h-8 py-1 pe-8 text-xs`}
            onChange={(e) => onChange({ ...row, queryOperator: e.target.value === 'or' ? 'or' : 'and' })}
          >
            <option value="and">{t('contactsPage.filter.and')}</option>
            <option value="or">{t('contactsPage.filter.or')}</option>
          </select>
        </div>
      ) : null}
    </li>
  );
};
