import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSuperAdminAccountDetail } from '../../../common/contracts/superAdmin.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';

type TLimits = TSuperAdminAccountDetail['limits'];
const KEYS = ['agents', 'inboxes'] as const;

/** Allowed agents and inboxes (empty: no limit), with what the account uses now. */
export const AccountLimitsForm = ({
  limits,
  isSaving,
  onSave,
}: {
  limits: TLimits;
  isSaving: boolean;
  onSave: (limits: Record<(typeof KEYS)[number], number | null>) => void;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(KEYS.map((k) => [k, limits[k].allowed === null ? '' : String(limits[k].allowed)])),
  );
  const invalid = KEYS.filter((k) => draft[k] !== '' && !/^\d{1,6}$/.test(draft[k] ?? ''));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid.length) return;
    onSave({
      agents: draft.agents ? Number(draft.agents) : null,
      inboxes: draft.inboxes ? Number(draft.inboxes) : null,
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      {KEYS.map((k) => (
        <TextField
          key={k}
          label={t(`superAdmin.accounts.limit.${k}`)}
          inputMode="numeric"
          value={draft[k] ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))}
          hint={t('superAdmin.accounts.consumed', { count: limits[k].consumed })}
          error={invalid.includes(k) ? t('superAdmin.accounts.limitInvalid') : undefined}
        />
      ))}
      <Button type="submit" isLoading={isSaving}>
        {t('superAdmin.accounts.saveLimits')}
      </Button>
    </form>
  );
};
