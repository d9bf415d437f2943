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
    if (options)
      return (
        <select {...common} onChange={(e) => onChange({ ...row, value: e.target.value })}>
          <option value="">{t('contactsPage.filter.choose')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
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
