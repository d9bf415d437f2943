import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../common/contracts/accounts.ts';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useAccountUpdate } from './useAccountUpdate.ts';

type TSwitchKey = 'continuity_via_email' | 'keep_scheduled_messages_on_resolve';
const TEXTS = {
  continuity_via_email: 'continuity',
  keep_scheduled_messages_on_resolve: 'keepScheduled',
} as const satisfies Record<TSwitchKey, string>;

/** Conversation continuity via email: saved as soon as it is flipped. */
export const ContinuitySwitch = ({ account }: { account: TAccount }) => (
  <SettingSwitch account={account} setting="continuity_via_email" />
);

/** A boolean account setting (settings jsonb), saved as soon as it is flipped. */
export const SettingSwitch = ({ account, setting }: { account: TAccount; setting: TSwitchKey }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const save = useAccountUpdate(account.id);
  const checked = save.isPending ? (save.variables[setting] ?? false) : account.settings[setting];
  const texts = TEXTS[setting];
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t(`accountSettings.${texts}.label`)}
        </p>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t(`accountSettings.${texts}.hint`)}
        </p>
      </div>
      <ToggleSwitch
        checked={checked}
        disabled={save.isPending}
        labelledBy={`${id}-label`}
        describedBy={`${id}-hint`}
        onChange={(next) =>
          save.mutate(
            { [setting]: next },
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
