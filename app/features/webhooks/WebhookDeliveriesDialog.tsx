import { useTranslation } from 'react-i18next';
import type { TWebhook, TWebhookDelivery } from '../../../common/contracts/webhooks.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { fullTime, relativeTime } from '../../lib/timeFormat.ts';
import { useDeliveries } from './useWebhooks.ts';

interface TProps {
  accountId: number;
  webhook: TWebhook;
  onClose: () => void;
}

const badge = (ok: boolean) =>
  ok
    ? 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30'
    : 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/30';

/** A webhook's last 100 attempts: event, status, latency, the answer's first 1 KB; redeliver one, or send a test event. */
export const WebhookDeliveriesDialog = ({ accountId, webhook, onClose }: TProps) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { query, redeliver, test } = useDeliveries(accountId, webhook.id);
  const report = (d: TWebhookDelivery) =>
    toast.show(
      d.success
        ? t('webhooksPage.log.sent', { status: d.status_code })
        : t('webhooksPage.log.failedSend', { reason: d.error ?? String(d.status_code) }),
      d.success ? 'success' : 'error',
    );
  const onError = (e: unknown) => toast.show(apiErrorMessage(e, t), 'error');

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('webhooksPage.log.title')}
      description={t('webhooksPage.log.description', { url: webhook.url })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button
            icon={<Icon name="send" className="size-4" />}
            isLoading={test.isPending}
            onClick={() => test.mutate(undefined, { onSuccess: report, onError })}
          >
            {t('webhooksPage.log.sendTest')}
          </Button>
        </>
      }
    >
      <ListStates
        query={query}
        isEmpty={query.data?.length === 0}
        empty={
          <EmptyState icon="clock" title={t('webhooksPage.log.emptyTitle')} body={t('webhooksPage.log.emptyBody')} />
        }
      >
        <ul
          aria-label={t('webhooksPage.log.title')}
          className="max-h-[26rem] divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800"
        >
          {(query.data ?? []).map((d) => (
            <li key={d.id} className="py-2.5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className={`rounded-md px-1.5 py-0.5 font-mono text-xs ring-1 ring-inset ${badge(d.success)}`}>
                  {d.status_code ?? t('webhooksPage.log.noAnswer')}
                </span>
                <span className="font-mono text-xs text-slate-800 dark:text-slate-100">{d.event}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {t('webhooksPage.log.latency', { ms: d.latency_ms })}
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {t(`webhooksPage.log.trigger.${d.trigger}`, { attempt: d.attempt })}
                </span>
                <time
                  className="text-xs text-slate-500 dark:text-slate-400"
                  dateTime={new Date(d.created_at * 1000).toISOString()}
                  title={fullTime(d.created_at, i18n.language)}
                >
                  {relativeTime(d.created_at, i18n.language)}
                </time>
                <Button
                  size="sm"
                  variant="ghost"
                  className="ms-auto"
                  icon={<Icon name="refresh" className="size-3.5" />}
                  isLoading={redeliver.isPending && redeliver.variables === d.id}
                  onClick={() => redeliver.mutate(d.id, { onSuccess: report, onError })}
                  aria-label={t('webhooksPage.log.redeliverNamed', { event: d.event, id: d.id })}
                >
                  {t('webhooksPage.log.redeliver')}
                </Button>
              </div>
              {d.error || d.response_excerpt ? (
                <details className="mt-1.5">
                  <summary className="cursor-pointer text-xs text-slate-500 dark:text-slate-400">
                    {d.error ? t('webhooksPage.log.error') : t('webhooksPage.log.response')}
                  </summary>
                  <pre
                    dir="ltr"
                    className="mt-1 max-h-40 overflow-auto rounded-md bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                  >
                    {d.error ?? d.response_excerpt}
                  </pre>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </ListStates>
    </Dialog>
  );
};
