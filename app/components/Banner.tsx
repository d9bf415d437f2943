import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type TIconName } from './Icon.tsx';

const TONES = {
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900/50 dark:bg-amber-950/40 dark:text-amber-100',
    icon: 'text-amber-500',
  },
  danger: {
    box: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900/50 dark:bg-red-950/40 dark:text-red-100',
    icon: 'text-red-500',
  },
  info: {
    box: 'border-woot-200 bg-woot-50 text-woot-900 dark:border-woot-900/50 dark:bg-woot-950/40 dark:text-woot-100',
    icon: 'text-woot-500',
  },
} as const;

interface TBannerProps {
  /** Names the landmark, e.g. "Email not verified". */
  label: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: keyof typeof TONES;
  icon?: TIconName;
  onDismiss?: () => void;
}

/** A full-width notice across the top of the app (update available, limits, payment, email). */
export const Banner = ({ label, children, action, tone = 'warning', icon = 'alert', onDismiss }: TBannerProps) => {
  const { t } = useTranslation();
  return (
    <section
      aria-label={label}
      className={`relative flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b px-10 py-2 text-sm ${TONES[tone].box}`}
    >
      <Icon name={icon} className={`size-4 shrink-0 ${TONES[tone].icon}`} />
      <p>{children}</p>
      {action}
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('common.dismiss')}
          className="absolute end-2 rounded-md p-1 opacity-70 hover:opacity-100"
        >
          <Icon name="close" className="size-4" />
        </button>
      ) : null}
    </section>
  );
};
