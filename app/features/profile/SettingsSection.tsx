import { useId, type ReactNode } from 'react';

interface TSettingsSectionProps {
  /** An anchor, e.g. #notifications for the notification panel's settings shortcut. */
  id?: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled card on a settings page; the title labels the region. */
export const SettingsSection = ({ id: anchor, title, description, children }: TSettingsSectionProps) => {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="grid gap-x-8 gap-y-4 border-b border-slate-200 py-8 first:pt-0 last:border-b-0 md:grid-cols-[16rem_1fr] dark:border-slate-800"
    >
      <div>
        <h2 id={id} className="text-sm font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{description}</p> : null}
      </div>
      <div className="max-w-lg">{children}</div>
    </section>
  );
};
