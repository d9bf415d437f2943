import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  RECIPIENT_STATUSES,
  RECIPIENTS_PER_PAGE,
  type TRecipientStatus,
} from '../../../common/contracts/campaignDelivery.ts';
import { Button } from '../../components/Button.tsx';
import { inputClass } from '../../components/fieldStyles.ts';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { downloadCsv } from '../../lib/downloadCsv.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { campaignDeliveryKeys, fetchRecipients, recipientsCsvUrl, sendTest } from './campaignDeliveryApi.ts';

const COLUMNS = ['contact', 'phone', 'status', 'error', 'time'] as const;

/** The test send: the campaign's message to one number, nothing recorded. */
const SendTestForm = ({ accountId, campaignId }: { accountId: number; campaignId: number }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [phone, setPhone] = useState('');
  const send = useMutation({
    mutationFn: () => sendTest(accountId, campaignId, phone.trim()),
    onSuccess: () => toast.show(t('campaignRecipients.testSent'), 'success'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-labelledby="campaign-send-test">
      <h2 id="campaign-send-test" className="sr-only">
        {t('campaignRecipients.sendTest')}
      </h2>
      <TextField
        label={t('campaignRecipients.testPhone')}
        hint={t('campaignRecipients.testPhoneHint')}
        type="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={send.isError ? apiErrorMessage(send.error, t) : undefined}
        className="w-72"
        required
      />
      <Button type="submit" variant="secondary" disabled={send.isPending || !phone.trim()}>
        {t('campaignRecipients.sendTest')}
      </Button>
    </form>
  );
};

/** campaigns/one_off/:campaignId: a one-off campaign's recipients — counts, table, status filter, CSV, test send. */
export const CampaignRecipientsPage = () => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const campaignId = Number(useParams().campaignId);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TRecipientStatus | ''>('');
  const list = useQuery({
    queryKey: campaignDeliveryKeys.recipients(account.id, campaignId, page, status),
    queryFn: () => fetchRecipients(account.id, campaignId, page, status),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  const meta = list.data?.meta;
  const pages = Math.max(1, Math.ceil((meta?.count ?? 0) / RECIPIENTS_PER_PAGE));
  const num = new Intl.NumberFormat(i18n.language);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const at = (unix: number | null) => (unix ? time.format(new Date(unix * 1000)) : '—');
  const download = () =>
    downloadCsv(recipientsCsvUrl(account.id, campaignId, status), `campaign-${campaignId}-recipients.csv`).catch(
      (e: unknown) => toast.show(apiErrorMessage(e, t), 'error'),
    );
  return (
    <>
      <PageHeader
        title={meta ? meta.campaign.title : t('routes.one_off_campaign_recipients')}
        description={
          meta
            ? t('campaignRecipients.summary', {
                inbox: meta.campaign.inbox.name,
                status: t(`campaignRecipients.campaignStatus.${meta.campaign.campaign_status}`),
                scheduled: at(meta.campaign.scheduled_at),
              })
            : undefined
        }
        actions={
          <Button
            variant="secondary"
            icon={<Icon name="download" className="size-4" />}
            onClick={() => void download()}
          >
            {t('campaignRecipients.download')}
          </Button>
        }
      />
      <div className="space-y-4 p-6">
        <Link
          className="text-sm text-blue-700 underline dark:text-blue-300"
          to={`/app/accounts/${account.id}/campaigns/one_off`}
        >
          {t('campaignRecipients.back')}
        </Link>
        {list.isError ? <p role="alert">{apiErrorMessage(list.error, t)}</p> : null}
        {meta ? (
          <p className="whitespace-pre-wrap text-sm text-slate-700 dark:text-slate-200" dir="auto">
            {meta.campaign.message}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-6">
          {RECIPIENT_STATUSES.map((s) => (
            <div key={s} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
              <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">
                {t(`campaignRecipients.statuses.${s}`)}
              </dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">
                {meta ? num.format(meta.counts[s] ?? 0) : '—'}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="w-48">
            <select
              aria-label={t('campaignRecipients.filter')}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as TRecipientStatus | '');
                setPage(1);
              }}
              className={inputClass(false)}
            >
              <option value="">{t('campaignRecipients.allStatuses')}</option>
              {RECIPIENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`campaignRecipients.statuses.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <SendTestForm accountId={account.id} campaignId={campaignId} />
        </div>
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('campaignRecipients.table')}</caption>
            <thead className="bg-slate-50 text-xs text-slate-600 dark:bg-slate-900 dark:text-slate-300">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-4 py-2 text-start font-medium">
                    {t(`campaignRecipients.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(list.data?.payload ?? []).map((r) => (
                <tr key={r.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="px-4 py-2">
                    {r.conversation_id ? (
                      <Link
                        className="text-blue-700 underline dark:text-blue-300"
                        to={`/app/accounts/${account.id}/conversations/${r.conversation_id}`}
                      >
                        <bdi>{r.contact.name}</bdi>
                      </Link>
                    ) : (
                      <bdi>{r.contact.name}</bdi>
                    )}
                  </td>
                  <td className="px-4 py-2" dir="ltr">
                    {r.contact.phone_number ?? '—'}
                  </td>
                  <td className="px-4 py-2">{t(`campaignRecipients.statuses.${r.status}`)}</td>
                  <td className="px-4 py-2 text-slate-700 dark:text-slate-200" dir="auto">
                    {r.error ?? '—'}
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">{at(r.read_at ?? r.delivered_at ?? r.sent_at)}</td>
                </tr>
              ))}
              {list.data && !list.data.payload.length ? (
                <tr>
                  <td colSpan={COLUMNS.length} className="px-4 py-6 text-center text-slate-600 dark:text-slate-300">
                    {t('campaignRecipients.empty')}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        <nav className="flex items-center justify-end gap-2" aria-label={t('campaignRecipients.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('campaignRecipients.previous')}
          </Button>
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {t('campaignRecipients.pageOf', { page, pages })}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('campaignRecipients.next')}
          </Button>
        </nav>
      </div>
    </>
  );
};
