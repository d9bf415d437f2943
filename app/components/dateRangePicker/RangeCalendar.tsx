import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon.tsx';
import { addMonths, isSameDay, isSameMonth } from './dateMath.ts';
import { calendarDays, yearPage } from './dateRange.ts';

type TView = 'week' | 'month' | 'year';

interface TRangeCalendarProps {
  /** Names the calendar, e.g. "Start date". */
  label: string;
  month: Date;
  onMonthChange: (month: Date) => void;
  start: Date | null;
  end: Date | null;
  today: Date;
  onSelectDay: (day: Date) => void;
}

const navButton =
  'rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-slate-100';

/** One calendar of the range picker: a 42-day week view, a month view and a 10-year view. */
export const RangeCalendar = ({ label, month, onMonthChange, start, end, today, onSelectDay }: TRangeCalendarProps) => {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<TView>('week');
  const monthName = (m: number) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(new Date(2024, m, 1));
  const weekday = (d: Date) => new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow' }).format(d);
  const fullDate = (d: Date) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(d);
  const days = calendarDays(month);
  const year = month.getFullYear();
  const years = yearPage(year);
  const step = (n: number) => onMonthChange(addMonths(month, n));
  const inRange = (d: Date) => Boolean(start && end && d >= start && d <= end);
  const isEdge = (d: Date) => Boolean((start && isSameDay(d, start)) || (end && isSameDay(d, end)));

  return (
    <div role="group" aria-label={label} className="w-64">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className={navButton}
          aria-label={
            view === 'year'
              ? t('dateRange.previousYears')
              : view === 'month'
                ? t('dateRange.previousYear')
                : t('dateRange.previousMonth')
          }
          onClick={() => step(view === 'year' ? -120 : view === 'month' ? -12 : -1)}
        >
          <Icon name="chevronLeft" className="size-4 rtl:rotate-180" />
        </button>
        <div className="flex gap-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
          {view === 'week' ? (
            <button
              type="button"
              className="rounded px-1 hover:bg-slate-100 dark:hover:bg-slate-700"
              onClick={() => setView('month')}
            >
              {monthName(month.getMonth())}
            </button>
          ) : null}
          <button
            type="button"
            className="rounded px-1 hover:bg-slate-100 dark:hover:bg-slate-700"
            onClick={() => setView('year')}
          >
            {view === 'year' ? `${years[0]} – ${years[9]}` : year}
          </button>
        </div>
        <button
          type="button"
          className={navButton}
          aria-label={
            view === 'year'
              ? t('dateRange.nextYears')
              : view === 'month'
                ? t('dateRange.nextYear')
                : t('dateRange.nextMonth')
          }
          onClick={() => step(view === 'year' ? 120 : view === 'month' ? 12 : 1)}
        >
          <Icon name="chevronRight" className="size-4 rtl:rotate-180" />
        </button>
      </div>
      {view === 'week' ? (
        <div className="grid grid-cols-7 gap-y-0.5 text-center text-xs">
          {days.slice(0, 7).map((d) => (
            <span key={`h${d.getTime()}`} aria-hidden="true" className="py-1 font-medium text-slate-400">
              {weekday(d)}
            </span>
          ))}
          {days.map((d) => {
            const edge = isEdge(d);
            return (
              <button
                key={d.getTime()}
                type="button"
                aria-label={fullDate(d)}
                aria-pressed={edge}
                onClick={() => onSelectDay(d)}
                className={`h-8 rounded-md ${
                  edge
                    ? 'bg-woot-600 font-semibold text-white dark:bg-woot-500'
                    : inRange(d)
                      ? 'bg-woot-50 text-woot-800 dark:bg-woot-500/15 dark:text-woot-200'
                      : isSameMonth(d, month)
                        ? 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700'
                        : 'text-slate-300 hover:bg-slate-100 dark:text-slate-600 dark:hover:bg-slate-700'
                } ${isSameDay(d, today) && !edge ? 'ring-1 ring-woot-400 ring-inset' : ''}`}
              >
                {d.getDate()}
              </button>
            );
          })}
        </div>
      ) : (
        <div className="grid grid-cols-3 gap-1.5">
          {view === 'month'
            ? Array.from({ length: 12 }, (_, m) => (
                <button
                  key={m}
                  type="button"
                  aria-pressed={m === month.getMonth()}
                  onClick={() => {
                    onMonthChange(new Date(year, m, 1));
                    setView('week');
                  }}
                  className="rounded-md py-2 text-sm text-slate-700 hover:bg-slate-100 aria-pressed:bg-woot-50 aria-pressed:font-semibold dark:text-slate-200 dark:hover:bg-slate-700 dark:aria-pressed:bg-woot-500/15"
                >
                  {monthName(m)}
                </button>
              ))
            : years.map((y) => (
                <button
                  key={y}
                  type="button"
                  aria-pressed={y === year}
                  onClick={() => {
                    onMonthChange(new Date(y, month.getMonth(), 1));
                    setView('month');
                  }}
                  className="rounded-md py-2 text-sm text-slate-700 hover:bg-slate-100 aria-pressed:bg-woot-50 aria-pressed:font-semibold dark:text-slate-200 dark:hover:bg-slate-700 dark:aria-pressed:bg-woot-500/15"
                >
                  {y}
                </button>
              ))}
        </div>
      )}
    </div>
  );
};
