import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { usePushNotifications } from './usePushNotifications.ts';

/** Push notifications on this browser (part 1 §8): the switch, and the spec's toast when it cannot be done. */
export const PushNotificationsToggle = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const push = usePushNotifications();
  return (
    <div className="mb-4 flex items-start justify-between gap-4 rounded-lg border border-slate-200 px-3 py-2.5 dark:border-slate-800">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {t('profile.pushBrowserLabel')}
        </p>
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('profile.pushBrowserHint')}
        </p>
      </div>
      <ToggleSwitch
        checked={push.enabled}
        disabled={push.pending}
        labelledBy={`${id}-label`}
        describedBy={`${id}-hint`}
        onChange={(on) => void push.toggle(on, () => toast.show(t('profile.pushUnsupported'), 'error'))}
      />
    </div>
  );
};
