import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { inputClass, labelClass } from '../../../components/fieldStyles.ts';
import { SelectField } from '../../../components/SelectField.tsx';
import { ToggleSwitch } from '../../../components/ToggleSwitch.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import type { TInbox } from '../inboxApi.ts';
import { useUpdateInbox } from '../useInbox.ts';
import {
  formatMinutes,
  fromWorkingHours,
  invalidDays,
  timeZones,
  TIME_STEPS,
  toWorkingHours,
  type TDayHours,
} from './businessHours.ts';
import { SettingsSection, SwitchRow } from './SettingsSection.tsx';

const DAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** Per-day opening hours, the time zone and the out-of-office message. */
export const BusinessHoursTab = ({ accountId, inbox }: { accountId: number; inbox: TInbox }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const messageId = useId();
  const update = useUpdateInbox(accountId, inbox.id);
  const [enabled, setEnabled] = useState(inbox.working_hours_enabled);
  const [timezone, setTimezone] = useState(inbox.timezone || 'UTC');
  const [message, setMessage] = useState(inbox.out_of_office_message);
  const [days, setDays] = useState(() => fromWorkingHours(inbox.working_hours));
  const zones = useMemo(() => {
    const all = timeZones();
    return all.includes(timezone) ? all : [timezone, ...all];
  }, [timezone]);
  const bad = invalidDays(days);
  const setDay = (day: number, patch: Partial<TDayHours>) =>
    setDays((ds) => ds.map((d) => (d.day === day ? { ...d, ...patch } : d)));
  const times = TIME_STEPS.map((m) => ({ value: String(m), label: formatMinutes(m) }));

  const save = () => {
    if (bad.length) return;
    update.mutate(
      {
        working_hours_enabled: enabled,
        timezone,
        out_of_office_message: message,
        working_hours: toWorkingHours(days),
      },
      {
        onSuccess: () => toast.show(t('inboxesPage.settings.saved'), 'success'),
        onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
      },
    );
  };

  return (
    <SettingsSection title={t('inboxesPage.hours.title')} description={t('inboxesPage.hours.description')}>
      <SwitchRow
        label={t('inboxesPage.hours.enabled')}
        control={<ToggleSwitch checked={enabled} onChange={setEnabled} label={t('inboxesPage.hours.enabled')} />}
      />
      {enabled ? (
        <>
          <SelectField
            label={t('inboxesPage.hours.timezone')}
            value={timezone}
            onChange={(e) => setTimezone(e.target.value)}
            options={zones.map((z) => ({ value: z, label: z }))}
          />
          <div>
            <label htmlFor={messageId} className={labelClass}>
              {t('inboxesPage.hours.outOfOffice')}
            </label>
            <textarea
              dir="auto"
              id={messageId}
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              className={inputClass(false)}
            />
          </div>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {days.map((d) => {
              const dayName = t(`inboxesPage.hours.days.${DAY_KEYS[d.day] ?? 'sunday'}`);
              const invalid = bad.includes(d.day);
              return (
                <li key={d.day} className="flex flex-wrap items-center gap-3 py-2.5">
                  <label className="flex w-36 items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
                    <input
                      type="checkbox"
                      checked={d.open}
                      onChange={(e) => setDay(d.day, { open: e.target.checked })}
                      className="size-4 rounded border-slate-300 text-woot-600 dark:border-slate-600 dark:bg-slate-900"
                    />
                    {dayName}
                  </label>
                  {d.open ? (
                    <>
                      <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                        <input
                          type="checkbox"
                          checked={d.allDay}
                          onChange={(e) => setDay(d.day, { allDay: e.target.checked })}
                          className="size-4 rounded border-slate-300 text-woot-600 dark:border-slate-600 dark:bg-slate-900"
                        />
                        {t('inboxesPage.hours.allDay')}
                      </label>
                      {d.allDay ? null : (
                        <div className="flex items-center gap-2">
                          <select
                            aria-label={t('inboxesPage.hours.opensAt', { day: dayName })}
                            value={String(d.from)}
                            onChange={(e) => setDay(d.day, { from: Number(e.target.value) })}
                            className={`${inputClass(invalid)} w-28`}
                          >
                            {times.slice(0, -1).map((o) => (
                              <option key={o.value} value={o.value}>
                                {o.label}
                              </option>
                            ))}
                          </select>
                          <span className="text-slate-400">–</span>
                          <select
                            aria-label={t('inboxesPage.hours.closesAt', { day: dayName })}
                            value={String(d.to)}
                            onChange={(e) => setDay(d.day, { to: Number(e.target.value) })}
                            className={`${inputClass(invalid)} w-28`}
                          >
                            {times.slice(1).map((o) => (
                              <option key={o.value} value={o.value}>
                                {o.label}
                              </option>
                            ))}
                          </select>
                        </div>
                      )}
                    </>
                  ) : (
                    <span className="text-sm text-slate-500 dark:text-slate-400">{t('inboxesPage.hours.closed')}</span>
                  )}
                  {invalid ? (
                    <p role="alert" className="w-full text-xs text-red-600 dark:text-red-400">
                      {t('inboxesPage.hours.closeAfterOpen')}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <Button onClick={save} isLoading={update.isPending}>
        {t('common.save')}
      </Button>
    </SettingsSection>
  );
};
