import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField.tsx';
import { useAccountFeatures } from '../../accounts/index.ts';
import { usePortals } from '../../helpCenter/index.ts';

/**
 * The website inbox's "Help Center" select: the portal whose articles its widget shows (search box and
 * popular articles on the home), or none. Absent when the account's help centre is off.
 */
export const PortalSelectField = ({
  accountId,
  value,
  onChange,
}: {
  accountId: number;
  value: number | null;
  onChange: (portalId: number | null) => void;
}) => {
  const { t } = useTranslation();
  const isOn = useAccountFeatures().help_center === true;
  const portals = usePortals(accountId, isOn);
  if (!isOn) return null;
  const active = (portals.data ?? []).filter((p) => !p.archived || p.id === value);
  return (
    <div>
      <SelectField
        label={t('inboxesPage.settings.helpCenter')}
        value={value === null ? '' : String(value)}
        disabled={portals.isPending}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        options={[
          { value: '', label: t('inboxesPage.settings.helpCenterNone') },
          ...active.map((p) => ({ value: String(p.id), label: p.name })),
        ]}
      />
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('inboxesPage.settings.helpCenterHint')}</p>
    </div>
  );
};
