import type { ReactNode } from 'react';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/50 dark:text-red-200',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900/60 dark:bg-emerald-950/50 dark:text-emerald-200',
  info: 'border-woot-200 bg-woot-50 text-woot-800 dark:border-woot-900/60 dark:bg-woot-950/40 dark:text-woot-200',
} as const;

interface TAlertProps {
  tone?: keyof typeof TONES;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** An inline message tied to a form or page; announced to screen readers as it appears. */
export const Alert = ({ tone = 'error', title, children, className = '' }: TAlertProps) => (
  <div role="alert" className={`rounded-lg border px-3.5 py-3 text-sm ${TONES[tone]} ${className}`}>
    {title ? <p className="font-semibold">{title}</p> : null}
    <div className={title ? 'mt-0.5' : undefined}>{children}</div>
  </div>
);
