import type { ReactNode } from 'react';

/** One titled block of the inbox settings. */
export const SettingsSection = ({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) => (
  <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900">
    <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
    {description ? <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p> : null}
    <div className="mt-4 space-y-4">{children}</div>
  </section>
);

/** A switch with its label and description on one row. */
export const SwitchRow = ({
  label,
  description,
  control,
}: {
  label: string;
  description?: string;
  control: ReactNode;
}) => (
  <div className="flex items-start justify-between gap-4">
    <div>
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</p>
      {description ? <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{description}</p> : null}
    </div>
    {control}
  </div>
);
