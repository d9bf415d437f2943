import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { CodeSnippet } from '../../components/codeSnippet/CodeSnippet.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount, useGlobalConfig } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { CopyField } from '../../components/CopyField.tsx';
import { EmailSetupNotes } from './EmailSetupNotes.tsx';
import { InboxWizardFrame } from './InboxWizardFrame.tsx';
import type { TInbox } from './inboxApi.ts';
import { useInbox } from './useInbox.ts';

/**
 * What the last step says the inbox can do: an email inbox receives mail only through the relay (forwarding) or
 * IMAP fetching; without either, it says so plainly instead of "can receive conversations now".
 */
const finishBody = (inbox: TInbox, relay: boolean, imapFetching: boolean) =>
  inbox.channel_type !== 'Channel::Email' || relay
    ? 'inboxesPage.finish.body'
    : inbox.imap_enabled && imapFetching
      ? 'inboxesPage.finish.bodyImap'
      : 'inboxesPage.finish.bodyEmail';

const linkClass = 'inline-flex h-9 items-center gap-2 rounded-lg px-3.5 text-sm font-medium transition-colors';

/** settings_inbox_finish: what to do next with the new inbox (embed code, API identifier, forwarding address). */
export const FinishPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const inboxId = Number(useParams().inbox_id);
  const inbox = useInbox(account.id, inboxId);
  const { inboundEmailConfigured, imapFetching } = useGlobalConfig();
  return (
    <InboxWizardFrame>
      {inbox.isPending ? (
        <Spinner className="size-6" label={t('common.loading')} />
      ) : inbox.isError ? (
        <LoadErrorScreen message={apiErrorMessage(inbox.error, t)} onRetry={() => void inbox.refetch()} />
      ) : (
        <div className="max-w-3xl">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300">
              <Icon name="check" className="size-5" />
            </span>
            <div>
              <h2 className="text-base font-semibold text-slate-900 dark:text-white">
                {t('inboxesPage.finish.title')}
              </h2>
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {t(finishBody(inbox.data, inboundEmailConfigured, imapFetching), { name: inbox.data.name })}
              </p>
            </div>
          </div>
          <div className="mt-6 space-y-5">
            {inbox.data.channel_type === 'Channel::WebWidget' ? (
              <div>
                <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t('inboxesPage.finish.website')}</p>
                <CodeSnippet script={inbox.data.web_widget_script} lang="html" />
              </div>
            ) : null}
            {inbox.data.channel_type === 'Channel::Api' ? (
              <>
                <p className="text-sm text-slate-700 dark:text-slate-300">{t('inboxesPage.finish.api')}</p>
                <CopyField label={t('inboxesPage.finish.identifier')} value={inbox.data.inbox_identifier ?? ''} />
                <CopyField
                  label={t('inboxesPage.finish.webhook')}
                  value={inbox.data.webhook_url || t('inboxesPage.finish.noWebhook')}
                />
              </>
            ) : null}
            {inbox.data.channel_type === 'Channel::Email' ? (
              <>
                <EmailSetupNotes inbox={inbox.data} />
                {inboundEmailConfigured && inbox.data.forward_to_email ? (
                  <>
                    <p className="text-sm text-slate-700 dark:text-slate-300">{t('inboxesPage.finish.email')}</p>
                    <CopyField label={t('inboxesPage.finish.forwardTo')} value={inbox.data.forward_to_email} />
                  </>
                ) : null}
              </>
            ) : null}
          </div>
          <div className="mt-8 flex flex-wrap gap-2">
            <Link
              to={pathTo(account.id, 'inbox_dashboard', { inbox_id: inboxId })}
              className={`${linkClass} bg-woot-600 text-white hover:bg-woot-700 dark:bg-woot-500 dark:hover:bg-woot-600`}
            >
              {t('inboxesPage.finish.open')}
            </Link>
            <Link
              to={pathTo(account.id, 'settings_inbox_show', { inboxId })}
              className={`${linkClass} border border-slate-200 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700`}
            >
              {t('inboxesPage.finish.settings')}
            </Link>
          </div>
        </div>
      )}
    </InboxWizardFrame>
  );
};
