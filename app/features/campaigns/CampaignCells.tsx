import { useTranslation } from 'react-i18next';
import type { TCampaign } from '../../../common/contracts/campaigns.ts';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

/** A one-off campaign's state: completed, or scheduled (active). */
export const CampaignStatus = ({ campaign }: { campaign: TCampaign }) => {
  const { t } = useTranslation();
  return campaign.campaign_status === 'completed' ? (
    <span className={`${pill} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200`}>
      {t('campaignsPage.status.completed')}
    </span>
  ) : (
    <span className={`${pill} bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200`}>
      {t('campaignsPage.status.active')}
    </span>
  );
};

/** When it shows: the page and seconds (website), or the date and time it is sent (one-off). */
export const CampaignWhen = ({ campaign }: { campaign: TCampaign }) => {
  const { t, i18n } = useTranslation();
  if (campaign.campaign_type === 'one_off')
    return campaign.scheduled_at ? (
      <time dateTime={new Date(campaign.scheduled_at * 1000).toISOString()}>
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(campaign.scheduled_at * 1000),
        )}
      </time>
    ) : null;
  const rules = campaign.trigger_rules as { url?: string; time_on_page?: number };
  return (
    <span className="block max-w-64">
      <span dir="ltr" className="block truncate font-mono text-xs">
        {rules.url ?? ''}
      </span>
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {t('campaignsPage.afterSeconds', { count: rules.time_on_page ?? 0 })}
        {campaign.trigger_only_during_business_hours ? ` · ${t('campaignsPage.businessHoursOnly')}` : ''}
      </span>
    </span>
  );
};
