import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type TIconName } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useInstallation } from '../../auth/index.ts';
import { useProviders } from '../useProviders.ts';
import { EmailOAuthForm } from './EmailOAuthForm.tsx';
import { MailOauthErrorAlert } from './MailOauthErrorAlert.tsx';
import { EmailOtherForm } from './EmailOtherForm.tsx';

type TEmailProvider = 'microsoft' | 'google' | 'other';

/**
 * Email: a provider picker in a 4-column grid. Microsoft and Google are offered only when
 * configured (every tile on the hosted install); a disabled tile cannot be clicked (spec §2).
 */
export const EmailChannel = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const providers = useProviders(accountId);
  const installation = useInstallation();
  const [chosen, setChosen] = useState<TEmailProvider | null>(null);
  if (providers.isPending || installation.isPending) return <Spinner className="size-6" label={t('common.loading')} />;
  const cloud = installation.data?.deployment === 'cloud';
  const tiles: { key: TEmailProvider; icon: TIconName; enabled: boolean }[] = [
    { key: 'microsoft', icon: 'mail', enabled: cloud || Boolean(providers.data?.microsoft) },
    { key: 'google', icon: 'mail', enabled: cloud || Boolean(providers.data?.google) },
    { key: 'other', icon: 'mail', enabled: true },
  ];
  if (chosen === 'microsoft' || chosen === 'google')
    return <EmailOAuthForm accountId={accountId} provider={chosen} onBack={() => setChosen(null)} />;
  if (chosen === 'other') return <EmailOtherForm accountId={accountId} onBack={() => setChosen(null)} />;
  return (
    <section aria-labelledby="email-provider-title">
      <h2 id="email-provider-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('inboxesPage.email.pickTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('inboxesPage.email.pickDescription')}</p>
      <MailOauthErrorAlert />
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <button
              type="button"
              disabled={!tile.enabled}
              onClick={() => setChosen(tile.key)}
              className="flex h-full w-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 text-start shadow-xs transition-colors hover:border-woot-400 hover:bg-woot-50/40 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-200 disabled:hover:bg-white dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800 dark:disabled:hover:bg-slate-900"
            >
              <Icon name={tile.icon} className="size-6 text-woot-500" />
              <span className="text-sm font-semibold text-slate-900 dark:text-white">
                {t(`inboxesPage.email.providers.${tile.key}`)}
              </span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {tile.enabled ? t(`inboxesPage.email.providerHints.${tile.key}`) : t('inboxesPage.email.notConfigured')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
