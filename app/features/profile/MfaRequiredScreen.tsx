import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { authKeys, BrandLogo, useSignOut } from '../auth/index.ts';
import { fetchMfaStatus, mfaKeys } from './mfaApi.ts';
import { Spinner } from '../../components/Spinner.tsx';

// Its own chunk: the frame that may show this screen names fewer files to preload (dashboard size budget).
const TwoFactorSection = lazy(() => import('./TwoFactorSection.tsx').then((m) => ({ default: m.TwoFactorSection })));

/**
 * The account requires two-factor sign-in and the grace period is over: the API refuses this member
 * (403 mfa_enrolment_required) until they enrol, so the frame shows this screen in place of the dashboard.
 * Enrolment runs here (the profile's /mfa routes stay open); once on, "Continue" reloads the user.
 */
export const MfaRequiredScreen = () => {
  const { t } = useTranslation();
  const accountName = useCurrentAccount().account.name;
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: mfaKeys.status, queryFn: fetchMfaStatus });
  const signOut = useSignOut();
  const enabled = status.data?.enabled === true;
  return (
    <main className="flex min-h-full items-start justify-center bg-slate-50 p-6 sm:items-center dark:bg-slate-950">
      <title>{`${t('mfa.requiredTitle')} · ${accountName}`}</title>
      <div className="w-full max-w-lg space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center gap-3">
          <BrandLogo className="size-8" />
          <Icon name="lock" className="size-5 text-woot-600 dark:text-woot-400" />
        </div>
        <h1 className="text-lg font-semibold text-slate-900 dark:text-white">{t('mfa.requiredTitle')}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('mfa.requiredBody', { account: accountName })}</p>
        <Suspense fallback={<Spinner />}>
          <TwoFactorSection />
        </Suspense>
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          {enabled ? (
            <Button onClick={() => void queryClient.invalidateQueries({ queryKey: authKeys.currentUser })}>
              {t('mfa.requiredContinue')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => signOut.mutate()} isLoading={signOut.isPending}>
            {t('mfa.requiredSignOut')}
          </Button>
        </div>
      </div>
    </main>
  );
};
