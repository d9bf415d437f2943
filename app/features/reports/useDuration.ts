import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, type TUnitWriter } from './formatMetric.ts';

/** formatDuration in the viewer's language ("1h 5m"; Arabic "1 س 5 د"). */
export const useDuration = () => {
  const { t } = useTranslation();
  return useCallback(
    (seconds: number) => {
      const writeUnit: TUnitWriter = (n, unit) => t(`reportsPage.duration.${unit}`, { n });
      return formatDuration(seconds, writeUnit);
    },
    [t],
  );
};
