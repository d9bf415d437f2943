import { useTranslation } from 'react-i18next';
import { FEATURES } from '../../../common/features.ts';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';

/** Every feature flag of common/features.ts, each a switch (an account's map stores only overrides). */
export const AccountFlags = ({
  features,
  onChange,
}: {
  features: Record<string, boolean>;
  onChange: (name: string, on: boolean) => void;
}) => {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((name) => (
        <li key={name} className="flex items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
          <code dir="ltr" className="font-mono text-xs">
            {name}
          </code>
          <ToggleSwitch
            size="sm"
            label={t('superAdmin.accounts.flagLabel', { name })}
            checked={features[name] !== false}
            onChange={(on) => onChange(name, on)}
          />
        </li>
      ))}
    </ul>
  );
};
