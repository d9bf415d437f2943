import '../merge/toolsCatalogue.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useConfirmation } from '../../../components/useConfirmation.ts';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../../accounts/index.ts';
import { onRealtime } from '../../realtime/index.ts';
import { cancelScheduled, listScheduled, scheduledKeys, type TScheduledMessage } from './scheduledApi.ts';
import { ScheduleDialog, type TScheduleDialogProps } from './ScheduleDialog.tsx';

const EVENTS = [
  'scheduled_message.created',
  'scheduled_message.updated',
  'scheduled_message.deleted',
  'scheduled_message.sent',
] as const;

const actionClass =
  'rounded px-1.5 py-0.5 text-xs font-medium text-woot-800 hover:bg-woot-100 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none dark:text-woot-100 dark:hover:bg-woot-900/60';

/**
 * Send later, lazy-loaded by the reply box: the conversation's scheduled messages above the composer, each
 * with its time, Edit and Cancel (its author or an administrator: the server decides), and the schedule dialog
 * for the composer's draft. Any agent's change arrives as a scheduled_message.* event and refreshes the list.
 */
const ScheduledMessages = ({
  displayId,
  draft,
  onClose,
  onScheduled,
}: {
  displayId: number;
  /** The composer's draft while the agent schedules it (the Schedule button), else null. */
  draft: TScheduleDialogProps['draft'] | null;
  onClose: () => void;
  onScheduled: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const { account, user } = useCurrentAccount();
  const accountId = account.id;
  const toast = useToast();
  const qc = useQueryClient();
  const key = scheduledKeys.list(accountId, displayId);
  const list = useQuery({ queryKey: key, queryFn: () => listScheduled(accountId, displayId) });
  const [editing, setEditing] = useState<TScheduledMessage | null>(null);
  const { confirm, dialogProps } = useConfirmation();
  useEffect(() => {
    const offs = EVENTS.map((name) =>
      onRealtime(name, (data) => {
        if (data.account_id === accountId && data.conversation_id === displayId)
          void qc.invalidateQueries({ queryKey: key });
      }),
    );
    return () => offs.forEach((off) => off());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is derived from these two
  }, [accountId, displayId, qc]);
  const cancel = useMutation({
    mutationFn: (id: number) => cancelScheduled(accountId, displayId, id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: key });
      toast.show(t('scheduled.cancelled'), 'success');
    },
    onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
  });
  const rows = list.data ?? [];
  const scheduleDraft = draft ? (
    <ScheduleDialog
      accountId={accountId}
      displayId={displayId}
      draft={draft}
      onClose={onClose}
      onScheduled={onScheduled}
    />
  ) : null;
  if (!rows.length) return scheduleDraft;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section
      aria-label={t('scheduled.listLabel')}
      className="border-t border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2 className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-slate-700 dark:text-slate-200">
        <Icon name="clock" className="size-3.5" />
        {t('scheduled.heading', { n: rows.length })}
      </h2>
      <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto">
        {rows.map((m) => {
          const mine = m.author?.id === user.id || account.role === 'administrator';
          const at = when.format(new Date(m.scheduled_at * 1000));
          return (
            <li key={m.id} className="flex flex-wrap items-center gap-x-2 text-sm">
              <span className="me-auto text-xs text-slate-600 dark:text-slate-300">
                <time dateTime={new Date(m.scheduled_at * 1000).toISOString()}>{at}</time>
                {m.private ? ` · ${t('scheduled.note')}` : ''}
                {m.status === 'failed' ? ` · ${t('scheduled.failed')}` : ''}
              </span>
              {mine && m.status === 'scheduled' ? (
                <>
                  <button
                    type="button"
                    className={actionClass}
                    aria-label={t('scheduled.editOne', { time: at })}
                    onClick={() => setEditing(m)}
                  >
                    {t('scheduled.edit')}
                  </button>
                  <button
                    type="button"
                    className={actionClass}
                    aria-label={t('scheduled.cancelOne', { time: at })}
                    onClick={() =>
                      void confirm({
                        title: t('scheduled.cancelTitle'),
                        description: t('scheduled.cancelBody', { time: at }),
                        confirmLabel: t('scheduled.cancelConfirm'),
                        cancelLabel: t('scheduled.keep'),
                        danger: true,
                      }).then((yes) => yes && cancel.mutate(m.id))
                    }
                  >
                    {t('scheduled.cancel')}
                  </button>
                </>
              ) : null}
              <span className="w-full truncate text-slate-800 dark:text-slate-100" dir="auto">
                {m.content || m.attachments.map((a) => a.file_name).join(', ')}
              </span>
            </li>
          );
        })}
      </ul>
      {editing ? (
        <ScheduleDialog
          accountId={accountId}
          displayId={displayId}
          existing={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {scheduleDraft}
      <ConfirmDialog {...dialogProps} />
    </section>
  );
};

export default ScheduledMessages;
