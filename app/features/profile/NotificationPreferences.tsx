import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_TYPES,
  type TEmailFlag,
  type TNotificationType,
  type TPushFlag,
} from '../../../common/contracts/notificationSettings.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { PushNotificationsToggle } from './PushNotificationsToggle.tsx';
import { useNotificationSettings } from './useNotificationSettings.ts';

const toggle = <T extends string>(list: readonly T[], flag: T, on: boolean): T[] =>
  on ? [...new Set([...list, flag])] : list.filter((f) => f !== flag);

/** Email and push flags per notification type (GET/PATCH notification_settings); each change saves. */
export const NotificationPreferences = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { query, settings: current, save } = useNotificationSettings(accountId);
  if (query.isPending || !current) return <Spinner className="size-5 text-slate-400" label={t('common.loading')} />;
  if (query.isError)
    return (
      <Alert>
        {apiErrorMessage(query.error, t)}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  const settings = current;
  const saved = {
    onSuccess: () => toast.show(t('profile.notificationsSaved')),
    onError: (err: unknown) => toast.show(apiErrorMessage(err, t), 'error'),
  };
  const setEmail = (type: TNotificationType, on: boolean) =>
    save.mutate(
      { selected_email_flags: toggle<TEmailFlag>(settings.selected_email_flags, `email_${type}`, on) },
      saved,
    );
  const setPush = (type: TNotificationType, on: boolean) =>
    save.mutate({ selected_push_flags: toggle<TPushFlag>(settings.selected_push_flags, `push_${type}`, on) }, saved);
  return (
    <>
      <PushNotificationsToggle />
      <table className="w-full text-sm">
        <thead>
          <tr className="text-xs text-slate-500 dark:text-slate-400">
            <th scope="col" className="pb-2 text-start font-medium">
              {t('profile.notificationType')}
            </th>
            <th scope="col" className="w-20 pb-2 font-medium">
              {t('profile.notificationEmail')}
            </th>
            <th scope="col" className="w-20 pb-2 font-medium">
              {t('profile.notificationPush')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {NOTIFICATION_TYPES.map((type) => {
            const label = t(`notificationTypes.${type}`);
            return (
              <tr key={type}>
                <th scope="row" className="py-2.5 pe-3 text-start font-normal text-slate-700 dark:text-slate-200">
                  {label}
                </th>
                <td className="text-center">
                  <input
                    type="checkbox"
                    className="size-4 accent-woot-600"
                    aria-label={t('profile.notificationEmailFor', { type: label })}
                    checked={settings.selected_email_flags.includes(`email_${type}`)}
                    onChange={(e) => setEmail(type, e.target.checked)}
                  />
                </td>
                <td className="text-center">
                  <input
                    type="checkbox"
                    className="size-4 accent-woot-600"
                    aria-label={t('profile.notificationPushFor', { type: label })}
                    checked={settings.selected_push_flags.includes(`push_${type}`)}
                    onChange={(e) => setPush(type, e.target.checked)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
};
