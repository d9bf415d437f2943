import { useTranslation } from 'react-i18next';
import { durationUnitText, type TDurationUnitKey } from '../../lib/intlFormat.ts';
import { shortDuration } from './slaTime.ts';

/** A duration in seconds as short text in the viewer's language, through Intl ("2h 5m"). */
export const DurationText = ({ seconds }: { seconds: number }) => {
  const { i18n } = useTranslation();
  const parts = shortDuration(seconds);
  return (
    <span dir="auto">
      {Object.entries(parts)
        .map(([unit, n]) => durationUnitText(i18n.language, n, unit as TDurationUnitKey))
        .join(' ')}
    </span>
  );
};
