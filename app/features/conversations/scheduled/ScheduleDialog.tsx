import '../merge/toolsCatalogue.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import {
  createScheduled,
  scheduledKeys,
  updateScheduled,
  type TScheduledMessage,
  type TScheduleInput,
} from './scheduledApi.ts';
import { fromInputs, localZone, presetTime, SCHEDULE_PRESETS, toInputs } from './scheduleTimes.ts';

export interface TScheduleDialogProps {
  accountId: number;
  displayId: number;
  /** A new scheduled message from the composer's draft… */
  draft?: Omit<TScheduleInput, 'scheduledAt'>;
  /** …or an existing one to edit (its text and time). */
  existing?: TScheduledMessage;
  onClose: () => void;
  /** Saved: the composer clears its draft. */
  onScheduled?: () => void;
}

/**
 * Send later: a date and a time in the agent's time zone (shown), quick picks, and for an existing scheduled
 * message its text. Lazy-loaded by the reply box and the scheduled list.
 */
export const ScheduleDialog = ({
  accountId,
  displayId,
  draft,
  existing,
  onClose,
  onScheduled,
}: TScheduleDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const initial = existing ? new Date(existing.scheduled_at * 1000) : presetTime('tomorrow', new Date());
  const [date, setDate] = useState(toInputs(initial).date);
  const [time, setTime] = useState(toInputs(initial).time);
  const [content, setContent] = useState(existing?.content ?? '');
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (at: Date) => {
      const scheduledAt = Math.floor(at.getTime() / 1000);
      if (existing) return updateScheduled(accountId, displayId, existing.id, { content, scheduled_at: scheduledAt });
      if (!draft) throw new Error('nothing to schedule');
      return createScheduled(accountId, displayId, { ...draft, scheduledAt });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: scheduledKeys.list(accountId, displayId) });
      toast.show(t(existing ? 'scheduled.updated' : 'scheduled.created'), 'success');
      onScheduled?.();
      onClose();
    },
    onError: (e) => setError(apiErrorMessage(e, t)),
  });
  const submit = () => {
    const at = fromInputs(date, time);
    if (!at) return setError(t('scheduled.invalidTime'));
    if (at.getTime() <= Date.now()) return setError(t('scheduled.pastTime'));
    setError(undefined);
    save.mutate(at);
  };
  const zone = localZone();
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t(existing ? 'scheduled.editTitle' : 'scheduled.title')}
      description={existing ? undefined : t(draft?.private ? 'scheduled.describeNote' : 'scheduled.describeReply')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('scheduled.close')}
          </Button>
          <Button type="submit" form="schedule-form" isLoading={save.isPending}>
            {t(existing ? 'scheduled.save' : 'scheduled.submit')}
          </Button>
        </>
      }
    >
      <form
        id="schedule-form"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div role="group" aria-label={t('scheduled.quickPicks')} className="flex flex-wrap gap-1.5">
          {SCHEDULE_PRESETS.map((p) => (
            <Button
              key={p}
              size="sm"
              variant="secondary"
              onClick={() => {
                const v = toInputs(presetTime(p, new Date()));
                setDate(v.date);
                setTime(v.time);
              }}
            >
              {t(`scheduled.preset.${p}`)}
            </Button>
          ))}
        </div>
        <div className="flex gap-2">
          <TextField
            className="flex-1"
            type="date"
            label={t('scheduled.date')}
            value={date}
            required
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            className="w-32"
            type="time"
            label={t('scheduled.time')}
            value={time}
            required
            onChange={(e) => setTime(e.target.value)}
          />
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-300">{t('scheduled.zone', { zone })}</p>
        {existing ? (
          <TextAreaField
            label={t('scheduled.content')}
            value={content}
            rows={4}
            onChange={(e) => setContent(e.target.value)}
          />
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
};
