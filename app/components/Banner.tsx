import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

interface TBannerProps {
  /** Names the landmark, e.g. "Email not verified". */
  label: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A full-width notice across the top of the app (email not verified, limits…). */
export const Banner = ({ label, children, action }: TBannerProps) => (
  <section
    aria-label={label}
    className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-900/50 dark:bg-amber-950/40 dark:text-amber-100"
  >
    <Icon name="alert" className="size-4 shrink-0 text-amber-500" />
    <p>{children}</p>
    {action}
  </section>
);
