import type { TFunction } from 'i18next';
import { AVAILABILITY } from '../../../common/enums.ts';

export const availabilityOptions = (t: TFunction) =>
  AVAILABILITY.map((a) => ({ value: a, label: t(`availability.${a}`) }));
