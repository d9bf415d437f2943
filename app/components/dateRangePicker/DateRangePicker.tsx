import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';
import { Icon } from '../Icon.tsx';
import { inputClass } from '../fieldStyles.ts';
import { Popover } from '../Popover.tsx';
import { DATE_FORMAT, formatDate, startOfMonth } from './dateMath.ts';
import {
  alignCalendars,
  checkTypedDate,
  isValidRange,
  PRESETS,
  presetRange,
  selectDay,
  type TPreset,
  type TTypedDateError,
} from './dateRange.ts';
import { RangeCalendar } from './RangeCalendar.tsx';

export interface TDateRangeValue {
  preset: TPreset;
  start: Date;
  end: Date;
}

interface TDateRangePickerProps {
  value: TDateRangeValue;
  onChange: (value: TDateRangeValue) => void;
  /** For tests; defaults to now. */
  today?: Date;
}

const ERROR_KEYS: Record<
  TTypedDateError,
  'dateRange.invalidFormat' | 'dateRange.startAfterEnd' | 'dateRange.endBeforeStart'
> = {
  format: 'dateRange.invalidFormat',
  startAfterEnd: 'dateRange.startAfterEnd',
  endBeforeStart: 'dateRange.endBeforeStart',
};

/** Part 1 §2/§4/§5 date-range picker: presets, two calendars, typed dates in custom, Clear and Apply. */
export const DateRangePicker = ({ value, onChange, today = new Date() }: TDateRangePickerProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [preset, setPreset] = useState<TPreset>(value.preset);
  const [start, setStart] = useState<Date | null>(value.start);
  const [end, setEnd] = useState<Date | null>(value.end);
  const [months, setMonths] = useState(() =>
    alignCalendars(startOfMonth(value.start), startOfMonth(value.end), 'start'),
  );
  const [typed, setTyped] = useState({ start: formatDate(value.start), end: formatDate(value.end) });
  const [errors, setErrors] = useState<{ start?: TTypedDateError; end?: TTypedDateError }>({});
  const [applyError, setApplyError] = useState(false);
  const show = (s: Date | null, e: Date | null) => {
    setStart(s);
    setEnd(e);
    setTyped({ start: s ? formatDate(s) : '', end: e ? formatDate(e) : '' });
    setErrors({});
    setApplyError(false);
  };
  const applyPreset = (p: TPreset) => {
    setPreset(p);
    if (p === 'custom') return;
    const range = presetRange(p, today);
    show(range.start, range.end);
    setMonths(alignCalendars(startOfMonth(range.start), startOfMonth(range.end), 'end'));
  };
  const onDay = (day: Date) => {
    setPreset('custom');
    const next = selectDay({ start, end }, day);
    show(next.start, next.end);
  };
  const commitTyped = (which: 'start' | 'end') => {
    const result = checkTypedDate(which, typed[which], which === 'start' ? end : start);
    setErrors((prev) => ({ ...prev, [which]: result.error ?? undefined }));
    if (!result.date) return;
    if (which === 'start') setStart(result.date);
    else setEnd(result.date);
    setMonths((m) =>
      which === 'start'
        ? alignCalendars(startOfMonth(result.date), m.endMonth, 'start')
        : alignCalendars(m.startMonth, startOfMonth(result.date), 'end'),
    );
  };
  const apply = () => {
    if (!start || !end || !isValidRange(start, end) || errors.start || errors.end) {
      setApplyError(true);
      return;
    }
    onChange({ preset, start, end });
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={t('dateRange.title')}
      className="flex flex-col sm:flex-row"
      trigger={
        <Button variant="secondary" icon={<Icon name="calendar" className="size-4" />}>
          <span dir="ltr">{`${formatDate(value.start)} – ${formatDate(value.end)}`}</span>
        </Button>
      }
    >
      <div
        role="radiogroup"
        aria-label={t('dateRange.presets')}
        className="flex flex-col gap-0.5 border-b border-slate-100 p-2 sm:border-e sm:border-b-0 dark:border-slate-700"
      >
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={preset === p}
            onClick={() => applyPreset(p)}
            className="rounded-md px-3 py-1.5 text-start text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-checked:bg-woot-50 aria-checked:font-semibold aria-checked:text-woot-700 dark:text-slate-200 dark:hover:bg-slate-700 dark:aria-checked:bg-woot-500/15 dark:aria-checked:text-woot-300"
          >
            {t(`dateRange.preset.${p}`)}
          </button>
        ))}
      </div>
      <div className="p-3">
        <div className="mb-3 grid grid-cols-2 gap-3">
          {(['start', 'end'] as const).map((which) => (
            <div key={which}>
              <label htmlFor={`${id}-${which}`} className="text-xs font-medium text-slate-600 dark:text-slate-300">
                {t(`dateRange.${which}`)}
              </label>
              <input
                dir="ltr"
                id={`${id}-${which}`}
                value={typed[which]}
                disabled={preset !== 'custom'}
                placeholder={DATE_FORMAT}
                aria-invalid={errors[which] ? true : undefined}
                aria-describedby={errors[which] ? `${id}-${which}-error` : undefined}
                onChange={(e) => setTyped((v) => ({ ...v, [which]: e.target.value }))}
                onBlur={() => commitTyped(which)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') commitTyped(which);
                }}
                className={`${inputClass(Boolean(errors[which]))} mt-1`}
              />
              {errors[which] ? (
                <p id={`${id}-${which}-error`} role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">
                  {t(ERROR_KEYS[errors[which]], { format: DATE_FORMAT })}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-4 md:flex-row">
          <RangeCalendar
            label={t('dateRange.start')}
            month={months.startMonth}
            onMonthChange={(m) => setMonths((cur) => alignCalendars(m, cur.endMonth, 'start'))}
            start={start}
            end={end}
            today={today}
            onSelectDay={onDay}
          />
          <RangeCalendar
            label={t('dateRange.end')}
            month={months.endMonth}
            onMonthChange={(m) => setMonths((cur) => alignCalendars(cur.startMonth, m, 'end'))}
            start={start}
            end={end}
            today={today}
            onSelectDay={onDay}
          />
        </div>
        {applyError ? (
          <p role="alert" className="mt-3 text-xs text-red-600 dark:text-red-400">
            {t('dateRange.invalidRange')}
          </p>
        ) : null}
        <div className="mt-3 flex justify-end gap-2 border-t border-slate-100 pt-3 dark:border-slate-700">
          <Button variant="ghost" size="sm" onClick={() => applyPreset('last7days')}>
            {t('dateRange.clear')}
          </Button>
          <Button size="sm" onClick={apply}>
            {t('dateRange.apply')}
          </Button>
        </div>
      </div>
    </Popover>
  );
};
