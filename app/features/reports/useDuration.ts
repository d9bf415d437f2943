import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationUnitText } from '../../lib/intlFormat.ts';
import { formatDuration, type TUnitWriter } from './formatMetric.ts';

/** formatDuration in the viewer's language through Intl ("1h 5m"; Arabic "1 س 5 د"; German "1h 5 Min."). */
export const useDuration = () => {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useCallback(
    (seconds: number) => {
      const writeUnit: TUnitWriter = (n, unit) => durationUnitText(lng, n, unit);
      return formatDuration(seconds, writeUnit);
    },
    [lng],
  );
};
