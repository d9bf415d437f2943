import type { ReactNode } from 'react';
import { Icon, type TIconName } from './Icon.tsx';

interface TEmptyStateProps {
  icon: TIconName;
  title: string;
  body: string;
  action?: ReactNode;
  /** The page's main heading when the empty state is all the page shows. */
  headingLevel?: 1 | 2;
}

export const EmptyState = ({ icon, title, body, action, headingLevel = 2 }: TEmptyStateProps) => {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <div className="relative mb-5 flex size-16 items-center justify-center rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <Icon name={icon} className="size-7 text-woot-500" />
      </div>
      <Heading className="text-base font-semibold text-slate-900 dark:text-white">{title}</Heading>
      <p className="mt-1.5 max-w-sm text-sm text-slate-500 dark:text-slate-400">{body}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
};
