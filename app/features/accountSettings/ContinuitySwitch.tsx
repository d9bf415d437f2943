import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../common/contracts/accounts.ts';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useAccountUpdate } from './useAccountUpdate.ts';

/** Conversation continuity via email: saved as soon as it is flipped. */
export const ContinuitySwitch = ({ account }: { account: TAccount }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const save = useAccountUpdate(account.id);
  const checked = save.isPending
    ? (save.variables.continuity_via_email ?? false)
    : account.settings.continuity_via_email;
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('accountSettings.continuity.label')}
        </p>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t('accountSettings.continuity.hint')}
        </p>
      </div>
      <ToggleSwitch
        checked={checked}
        disabled={save.isPending}
        labelledBy={`${id}-label`}
        describedBy={`${id}-hint`}
        onChange={(next) =>
          save.mutate(
            { continuity_via_email: next },
            {
              onSuccess: () => toast.show(t('accountSettings.saved')),
              onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
            },
          )
        }
      />
    </div>
  );
};
