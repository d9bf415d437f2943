import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TPageHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** Moves focus to the heading once shown (a link that opens this page asked for it). */
  focusHeading?: boolean;
}

/** The title row of a page inside the app shell; holds the page's <h1>. */
export const PageHeader = ({ title, description, actions, focusHeading = false }: TPageHeaderProps) => {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <header className="flex min-h-14 shrink-0 flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-6 py-3 dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0">
        <h1
          ref={heading}
          tabIndex={focusHeading ? -1 : undefined}
          className="text-lg font-semibold tracking-tight text-slate-900 dark:text-white"
        >
          {title}
        </h1>
        {description ? <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p> : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      <title>{`${title} · ${t('app.name')}`}</title>
    </header>
  );
};
