import { useTranslation } from 'react-i18next';
import { templatesOf } from '../../../../common/whatsappTemplates.ts';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { fullTime } from '../../../lib/timeFormat.ts';
import type { TInbox } from '../inboxApi.ts';
import { useSyncTemplates } from '../useSyncTemplates.ts';
import { SettingsSection } from './SettingsSection.tsx';

/**
 * WhatsApp (Cloud, 360dialog) and Twilio WhatsApp inboxes: the synced templates, when they were last
 * fetched, and a button that fetches them now (busy while it runs; the provider's reason on failure).
 */
export const TemplatesSection = ({ accountId, inbox }: { accountId: number; inbox: TInbox }) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const sync = useSyncTemplates(accountId, inbox.id);
  const templates = templatesOf(inbox.message_templates);
  const syncedAt = inbox.message_templates_last_updated ? Date.parse(inbox.message_templates_last_updated) : NaN;
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (res) => toast.show(t('inboxesPage.templates.synced', { count: res.templates_count }), 'success'),
      onError: (err) => toast.show(t('inboxesPage.templates.failed', { reason: apiErrorMessage(err, t) }), 'error'),
    });
  return (
    <SettingsSection title={t('inboxesPage.templates.title')} description={t('inboxesPage.templates.description')}>
      <dl className="grid grid-cols-2 gap-4 text-sm sm:max-w-md">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('inboxesPage.templates.lastSynced')}</dt>
          <dd className="mt-0.5 font-medium text-slate-800 dark:text-slate-100">
            {Number.isNaN(syncedAt) ? (
              t('inboxesPage.templates.never')
            ) : (
              <time dateTime={new Date(syncedAt).toISOString()}>{fullTime(syncedAt / 1000, i18n.language)}</time>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('inboxesPage.templates.count')}</dt>
          <dd className="mt-0.5 font-medium text-slate-800 dark:text-slate-100">{templates.length}</dd>
        </div>
      </dl>
      {templates.length > 0 ? (
        <ul
          aria-label={t('inboxesPage.templates.listLabel')}
          className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
        >
          {templates.map((x) => (
            <li
              key={`${x.name}-${x.language}`}
              className="flex items-center justify-between gap-3 px-3 py-2 text-sm text-slate-800 dark:text-slate-100"
            >
              <span dir="auto" className="truncate">
                {x.name}
              </span>
              <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400" dir="ltr">
                {[x.language, x.status].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        variant="secondary"
        isLoading={sync.isPending}
        icon={<Icon name="refresh" className="size-4" />}
        onClick={run}
      >
        {t('inboxesPage.templates.sync')}
      </Button>
    </SettingsSection>
  );
};
