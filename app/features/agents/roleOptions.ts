import type { TFunction } from 'i18next';
import { ACCOUNT_ROLES, AVAILABILITY } from '../../../common/enums.ts';

export const roleOptions = (t: TFunction) => ACCOUNT_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));

export const availabilityOptions = (t: TFunction) =>
  AVAILABILITY.map((a) => ({ value: a, label: t(`availability.${a}`) }));
