import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasWhatsappTemplates } from '../../../../common/whatsappTemplates.ts';
import { LoadErrorScreen } from '../../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../../accounts/index.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/Tabs.tsx';
import type { TInbox } from '../inboxApi.ts';
import { BackToInboxes } from '../InboxWizardFrame.tsx';
import { useInbox } from '../useInbox.ts';
import { BotTab } from './BotTab.tsx';
import { BusinessHoursTab } from './BusinessHoursTab.tsx';
import { CollaboratorsTab } from './CollaboratorsTab.tsx';
import { ConfigurationTab } from './ConfigurationTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { PreChatFormTab } from './PreChatFormTab.tsx';
import { InstagramReauthorizeBanner } from './InstagramReauthorizeBanner.tsx';
import { ReauthorizeBanner } from './ReauthorizeBanner.tsx';
import { TwitterReauthorizeBanner } from './TwitterReauthorizeBanner.tsx';
import { MailOauthErrorAlert } from '../channels/MailOauthErrorAlert.tsx';
import { isMailOauthInbox, MailReauthorizeBanner } from './MailReauthorizeBanner.tsx';

type TTab = 'settings' | 'collaborators' | 'configuration' | 'businessHours' | 'preChatForm' | 'bot';

const tabsFor = (inbox: TInbox): TTab[] => {
  const tabs: TTab[] = ['settings', 'collaborators'];
  if (
    ['Channel::WebWidget', 'Channel::Api', 'Channel::Email'].includes(inbox.channel_type) ||
    hasWhatsappTemplates(inbox.channel_type, inbox.medium)
  )
    tabs.push('configuration');
  tabs.push('businessHours');
  if (inbox.channel_type === 'Channel::WebWidget') tabs.push('preChatForm');
  tabs.push('bot');
  return tabs;
};

/** settings_inbox_show: an inbox's settings in tabs. */
export const InboxSettingsPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const inboxId = Number(useParams().inboxId);
  const inbox = useInbox(account.id, inboxId);
  const [tab, setTab] = useState<TTab>('settings');

  if (inbox.isPending)
    return (
      <div className="flex justify-center py-16 text-slate-400">
        <Spinner className="size-6" label={t('common.loading')} />
      </div>
    );
  if (inbox.isError)
    return (
      <>
        <PageHeader title={t('routes.settings_inbox_show')} />
        <LoadErrorScreen message={apiErrorMessage(inbox.error, t)} onRetry={() => void inbox.refetch()} />
      </>
    );

  const tabs = tabsFor(inbox.data);
  const props = { accountId: account.id, inbox: inbox.data };
  return (
    <Tabs value={tab} onValueChange={setTab} className="contents">
      <PageHeader
        title={inbox.data.name}
        description={t('inboxesPage.settings.description')}
        actions={<BackToInboxes />}
      />
      <div className="border-b border-slate-200 bg-white px-6 dark:border-slate-800 dark:bg-slate-900">
        <TabList label={t('inboxesPage.settings.tabsLabel')} className="-mb-px flex gap-4 overflow-x-auto">
          {tabs.map((key) => (
            <Tab
              key={key}
              value={key}
              className={`border-b-2 px-1 py-3 text-sm font-medium whitespace-nowrap ${
                tab === key
                  ? 'border-woot-600 text-woot-700 dark:border-woot-400 dark:text-woot-300'
                  : 'border-transparent text-slate-500 hover:text-slate-700 dark:text-slate-400 dark:hover:text-slate-200'
              }`}
            >
              {t(`inboxesPage.settings.tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      <TabPanel value={tab} className="max-w-3xl space-y-6 p-6">
        <MailOauthErrorAlert />
        {inbox.data.reauthorization_required && inbox.data.channel_type === 'Channel::FacebookPage' ? (
          <ReauthorizeBanner {...props} />
        ) : null}
        {inbox.data.reauthorization_required && isMailOauthInbox(inbox.data) ? (
          <MailReauthorizeBanner {...props} />
        ) : null}
        {inbox.data.reauthorization_required && inbox.data.channel_type === 'Channel::Instagram' ? (
          <InstagramReauthorizeBanner accountId={props.accountId} />
        ) : null}
        {inbox.data.reauthorization_required && inbox.data.channel_type === 'Channel::TwitterProfile' ? (
          <TwitterReauthorizeBanner accountId={props.accountId} />
        ) : null}
        {tab === 'settings' ? <GeneralTab key={inbox.data.id} {...props} /> : null}
        {tab === 'collaborators' ? <CollaboratorsTab {...props} /> : null}
        {tab === 'configuration' ? <ConfigurationTab {...props} /> : null}
        {tab === 'businessHours' ? <BusinessHoursTab {...props} /> : null}
        {tab === 'preChatForm' ? <PreChatFormTab {...props} /> : null}
        {tab === 'bot' ? <BotTab {...props} /> : null}
      </TabPanel>
    </Tabs>
  );
};
