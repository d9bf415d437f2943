import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { fetchOnboarding, onboardingKeys } from '../accountSettings/index.ts';
import { pathTo } from '../navigation/index.ts';
import { useUiSettings } from '../profile/index.ts';
import { DISMISSED_KEY, dismissedAccounts, ONBOARDING_STEPS, showChecklist } from './onboardingSteps.ts';

/** A fresh account's first steps for its administrator, each ticked from the account's data. */
export const OnboardingChecklist = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const { account, user } = useCurrentAccount();
  const isAdmin = account.role === 'administrator';
  const steps = useQuery({
    queryKey: onboardingKeys.steps(account.id),
    queryFn: () => fetchOnboarding(account.id),
    enabled: isAdmin,
    // Steps are done on other pages; coming back here shows them ticked.
    refetchOnMount: 'always',
  });
  const saveUi = useUiSettings();
  const dismissed = dismissedAccounts(user.ui_settings);
  if (!showChecklist({ isAdmin, steps: steps.data, dismissed: dismissed.includes(account.id) })) return null;
  const done = steps.data ?? { inbox: false, agents: false, widget: false };
  const dismiss = () =>
    saveUi.mutate(
      { [DISMISSED_KEY]: [...dismissed, account.id] },
      { onError: (err) => toast.show(apiErrorMessage(err, t), 'error') },
    );
  return (
    <section
      aria-labelledby={id}
      className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
            {t('onboarding.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('onboarding.body')}</p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          disabled={saveUi.isPending}
          className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {t('onboarding.dismiss')}
        </button>
      </div>
      <ol className="mt-4 space-y-2">
        {ONBOARDING_STEPS.map((step, i) => {
          const isDone = done[step.key];
          const status = isDone ? t('onboarding.done') : t('onboarding.todo');
          return (
            <li key={step.key}>
              <Link
                to={pathTo(account.id, step.route)}
                className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-focus dark:border-slate-800 dark:hover:bg-slate-800/60"
              >
                <span
                  aria-hidden="true"
                  className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                    isDone
                      ? 'bg-green-600 text-white dark:bg-green-500 dark:text-slate-950'
                      : 'border border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300'
                  }`}
                >
                  {isDone ? <Icon name="check" className="size-4" /> : i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    className={`block font-medium ${isDone ? 'text-slate-600 dark:text-slate-400' : 'text-slate-900 dark:text-white'}`}
                  >
                    {t(`onboarding.steps.${step.key}.title`)}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t(`onboarding.steps.${step.key}.body`)}
                  </span>
                </span>
                <span className="sr-only">{status}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
};
