import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../components/dateRangePicker/DateRangePicker.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { groupByOptions, type TReportFilters } from './reportFilters.ts';

export interface TEntityOption {
  id: number;
  name: string;
}

interface TReportFilterBarProps {
  filters: TReportFilters;
  onChange: (next: TReportFilters) => void;
  /** The agent/inbox/label/team picker of an entity report. */
  entity?: { label: string; placeholder: string; options: readonly TEntityOption[] } | undefined;
  /** Hides group-by where the page draws no series. */
  showGroupBy?: boolean;
  /** Extra controls at the end of the bar (a download button). */
  actions?: ReactNode;
}

/** The report pages' filter bar: range (with presets), group-by, business hours, and the page's own picker. */
export const ReportFilterBar = ({ filters, onChange, entity, showGroupBy = true, actions }: TReportFilterBarProps) => {
  const { t } = useTranslation();
  const switchLabel = useId();
  const allowed = groupByOptions(filters.start, filters.end);
  return (
    <div className="flex flex-wrap items-end gap-4 border-b border-slate-200 bg-white px-6 py-3 dark:border-slate-800 dark:bg-slate-900">
      {entity ? (
        <SelectField
          className="min-w-48"
          label={entity.label}
          value={filters.id === null ? '' : String(filters.id)}
          onChange={(e) => onChange({ ...filters, id: e.target.value ? Number(e.target.value) : null })}
          options={[
            { value: '', label: entity.placeholder },
            ...entity.options.map((o) => ({ value: String(o.id), label: o.name })),
          ]}
        />
      ) : null}
      <div>
        <span className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('reportsPage.filters.range')}
        </span>
        <DateRangePicker
          value={{ preset: filters.preset, start: filters.start, end: filters.end }}
          onChange={(v) => {
            const groups = groupByOptions(v.start, v.end);
            onChange({
              ...filters,
              ...v,
              groupBy: (groups as string[]).includes(filters.groupBy) ? filters.groupBy : 'day',
            });
          }}
        />
      </div>
      {showGroupBy ? (
        <SelectField
          className="min-w-32"
          label={t('reportsPage.filters.groupBy')}
          value={filters.groupBy}
          onChange={(e) => {
            const next = allowed.find((g) => g === e.target.value);
            if (next) onChange({ ...filters, groupBy: next });
          }}
          options={allowed.map((g) => ({ value: g, label: t(`reportsPage.groupBy.${g}`) }))}
        />
      ) : null}
      <div className="flex items-center gap-2 pb-2">
        <ToggleSwitch
          checked={filters.businessHours}
          onChange={(businessHours) => onChange({ ...filters, businessHours })}
          labelledBy={switchLabel}
        />
        <span id={switchLabel} className="text-sm text-slate-700 dark:text-slate-200">
          {t('reportsPage.filters.businessHours')}
        </span>
      </div>
      {actions ? <div className="ms-auto flex items-center gap-2 pb-0.5">{actions}</div> : null}
    </div>
  );
};
