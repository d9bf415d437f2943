import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { stepStates, type TWizardStep } from './wizardSteps.ts';

interface TWizardStepsProps {
  items: readonly TWizardStep[];
  currentRoute: string;
}

/** A vertical list of wizard steps: a check on completed ones, the active one highlighted. */
export const WizardSteps = ({ items, currentRoute }: TWizardStepsProps) => {
  const { t } = useTranslation();
  const states = stepStates(items, currentRoute);
  return (
    <ol aria-label={t('wizard.label')} className="space-y-4">
      {items.map((step, i) => {
        const state = states[i] ?? 'pending';
        return (
          <li
            key={step.route}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
            className="flex gap-3"
          >
            <span
              className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                state === 'completed'
                  ? 'bg-woot-600 text-white dark:bg-woot-500'
                  : state === 'active'
                    ? 'bg-woot-50 text-woot-700 ring-2 ring-woot-500 dark:bg-woot-500/15 dark:text-woot-200'
                    : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400'
              }`}
            >
              {state === 'completed' ? <Icon name="check" className="size-3.5" /> : i + 1}
              <span className="sr-only">{t(`wizard.${state}`)}</span>
            </span>
            <div className="min-w-0">
              <p
                className={`text-sm font-semibold ${state === 'pending' ? 'text-slate-500 dark:text-slate-400' : 'text-slate-900 dark:text-white'}`}
              >
                {step.title}
              </p>
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{step.body}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
};
