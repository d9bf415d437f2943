import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './BrandLogo.tsx';
import { PreferencesBar } from '../preferences/index.ts';

interface TAuthLayoutProps {
  title: string;
  subtitle?: string | undefined;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every signed-out page: brand, a card, a footer line, language and appearance. */
export const AuthLayout = ({ title, subtitle, children, footer }: TAuthLayoutProps) => {
  const { t } = useTranslation();
  return (
    <div className="relative flex min-h-full flex-col overflow-hidden bg-slate-50 dark:bg-slate-950">
      <title>{`${title} · ${t('app.name')}`}</title>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-woot-100/70 to-transparent dark:from-woot-950/60"
      />
      <main className="relative flex flex-1 flex-col items-center justify-center px-4 py-12">
        <div className="w-full max-w-[25rem]">
          <div className="mb-7 flex flex-col items-center text-center">
            <div className="flex items-center gap-2.5">
              <BrandLogo className="size-9" />
              <span className="text-lg font-semibold tracking-tight text-slate-900 dark:text-white">
                {t('app.name')}
              </span>
            </div>
            <h1 className="mt-7 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{subtitle}</p> : null}
          </div>
          <div className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900">
            {children}
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div> : null}
        </div>
      </main>
      <footer className="relative pb-6">
        <PreferencesBar />
      </footer>
    </div>
  );
};
