import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { CHANNEL_PAGE_ICONS, CHANNEL_PAGES } from './channelCatalogue.ts';
import { InboxWizardFrame } from './InboxWizardFrame.tsx';
import { useProviders } from './useProviders.ts';

/**
 * settings_inbox_new: one tile per channel, each opening its creation form. Facebook and Twitter need the
 * installation's app keys: without them their tiles say "not configured" (the form says what to set).
 */
export const ChannelPickerPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const providers = useProviders(account.id).data;
  const isUnconfigured = (page: string) =>
    providers !== undefined &&
    ((page === 'facebook' && !providers.facebook) ||
      (page === 'instagram' && !providers.instagram) ||
      (page === 'twitter' && !providers.twitter));
  return (
    <InboxWizardFrame>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('inboxesPage.picker.title')}</h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('inboxesPage.picker.description')}</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {CHANNEL_PAGES.map((page) => (
          <li key={page}>
            <Link
              to={pathTo(account.id, 'settings_inboxes_page_channel', { sub_page: page })}
              className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-woot-400 hover:bg-woot-50/40 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-woot-500 dark:hover:bg-slate-800"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-woot-50 text-woot-600 dark:bg-woot-500/15 dark:text-woot-300">
                <Icon name={CHANNEL_PAGE_ICONS[page]} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                  {t(`inboxesPage.picker.channels.${page}.title`)}
                </span>
                <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
                  {t(`inboxesPage.picker.channels.${page}.body`)}
                </span>
                {isUnconfigured(page) ? (
                  <span className="mt-1 block text-xs font-medium text-amber-800 dark:text-amber-300">
                    {t('inboxesPage.picker.notConfigured')}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </InboxWizardFrame>
  );
};
