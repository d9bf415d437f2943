import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type TIconName } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from './routeTable.ts';

const BLURBS: { key: 'portals' | 'locales' | 'seo' | 'api'; icon: TIconName }[] = [
  { key: 'portals', icon: 'library' },
  { key: 'locales', icon: 'globe' },
  { key: 'seo', icon: 'search' },
  { key: 'api', icon: 'code' },
];

/** Part 2 §2: shown when the Help Center feature is off; the cloud offers Learn more and Upgrade. */
export const HelpCenterUpgradePage = ({ isCloud }: { isCloud: boolean }) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-6 py-12">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {t('helpCenterUpgrade.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {isCloud ? t('helpCenterUpgrade.cloudBody') : t('helpCenterUpgrade.selfHostedBody')}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {BLURBS.map((b) => (
          <li
            key={b.key}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <Icon name={b.icon} className="size-5 text-woot-500" />
            <h2 className="mt-2 text-sm font-semibold text-slate-900 dark:text-white">
              {t(`helpCenterUpgrade.features.${b.key}.title`)}
            </h2>
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {t(`helpCenterUpgrade.features.${b.key}.body`)}
            </p>
          </li>
        ))}
      </ul>
      {isCloud ? (
        <div className="mt-8 flex gap-3">
          <a
            href="https://www.chatwoot.com/help-center"
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-9 items-center rounded-lg border border-slate-200 bg-white px-3.5 text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
          >
            {t('helpCenterUpgrade.learnMore')}
          </a>
          <Link
            to={pathTo(account.id, 'billing_settings_index')}
            className="inline-flex h-9 items-center rounded-lg bg-woot-600 px-3.5 text-sm font-medium text-white hover:bg-woot-700"
          >
            {t('helpCenterUpgrade.upgrade')}
          </Link>
        </div>
      ) : null}
    </div>
  );
};
