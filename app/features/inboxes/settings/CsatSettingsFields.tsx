import { useTranslation } from 'react-i18next';
import { CSAT_DISPLAY_TYPES, type TCsatConfig } from '../../../../common/contracts/csat.ts';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ToggleSwitch } from '../../../components/ToggleSwitch.tsx';
import { SwitchRow } from './SettingsSection.tsx';

interface TProps {
  value: TCsatConfig;
  onChange: (next: TCsatConfig) => void;
  messageError?: string | undefined;
}

/** The CSAT survey's look (emoji or stars), its question and whether resolving sends it (csat_config). */
export const CsatSettingsFields = ({ value, onChange, messageError }: TProps) => {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 border-s-2 border-slate-200 ps-4 dark:border-slate-700">
      <SelectField
        label={t('inboxesPage.settings.csat.displayType')}
        value={value.display_type}
        onChange={(e) => onChange({ ...value, display_type: e.target.value as TCsatConfig['display_type'] })}
        options={CSAT_DISPLAY_TYPES.map((d) => ({ value: d, label: t(`inboxesPage.settings.csat.${d}`) }))}
      />
      <TextField
        label={t('inboxesPage.settings.csat.message')}
        placeholder={t('inboxesPage.settings.csat.messagePlaceholder')}
        value={value.message}
        maxLength={500}
        onChange={(e) => onChange({ ...value, message: e.target.value })}
        error={messageError}
      />
      <SwitchRow
        label={t('inboxesPage.settings.csat.sendOnResolve')}
        description={t('inboxesPage.settings.csat.sendOnResolveHint')}
        control={
          <ToggleSwitch
            checked={value.send_on_resolve}
            onChange={(v) => onChange({ ...value, send_on_resolve: v })}
            label={t('inboxesPage.settings.csat.sendOnResolve')}
          />
        }
      />
    </div>
  );
};
