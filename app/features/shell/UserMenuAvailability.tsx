import { useTranslation } from 'react-i18next';
import type { TAvailability } from '../../../common/enums.ts';
import { MenuGroupLabel } from '../../components/MenuGroupLabel.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { MenuSwitchItem } from '../../components/MenuSwitchItem.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { setAutoOffline, setAvailability, useProfileMutation } from '../profile/index.ts';
import { AvailabilityDot } from '../../components/AvailabilityDot.tsx';

/** Menu order: most to least available. */
export const AVAILABILITY_ORDER: readonly TAvailability[] = ['online', 'busy', 'offline'];

/** Availability (the current one disabled) and the auto-offline switch of the user menu. */
export const UserMenuAvailability = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const availability = useProfileMutation((status: TAvailability) => setAvailability(account.id, status));
  const autoOffline = useProfileMutation((on: boolean) => setAutoOffline(account.id, on));
  const current = account.availability;

  const choose = (status: TAvailability) => {
    if (status === current) return;
    availability.mutate(status, {
      onSuccess: () => toast.show(t('userMenu.availabilityUpdated', { status: t(`availability.${status}`) })),
      onError: () => toast.show(t('userMenu.availabilityFailed'), 'error'),
    });
  };

  return (
    <div role="group" aria-labelledby="user-menu-availability">
      <MenuGroupLabel id="user-menu-availability">{t('userMenu.availability')}</MenuGroupLabel>
      {AVAILABILITY_ORDER.map((status) => (
        <MenuItem
          key={status}
          checked={current === status}
          aria-disabled={current === status || undefined}
          className={current === status ? 'cursor-default opacity-70' : ''}
          leading={<AvailabilityDot status={status} className="mx-1" />}
          onClick={() => choose(status)}
        >
          {t(`availability.${status}`)}
        </MenuItem>
      ))}
      <MenuSwitchItem
        checked={account.auto_offline}
        disabled={autoOffline.isPending}
        onChange={(on) =>
          autoOffline.mutate(on, {
            onSuccess: () => toast.show(on ? t('userMenu.autoOfflineOn') : t('userMenu.autoOfflineOff')),
            onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
          })
        }
      >
        {t('userMenu.autoOffline')}
      </MenuSwitchItem>
    </div>
  );
};
