import { useTranslation } from 'react-i18next';
import { shortDuration } from './slaTime.ts';

/** A duration in seconds as short translated text ("2h 5m"). */
export const DurationText = ({ seconds }: { seconds: number }) => {
  const { t } = useTranslation();
  const parts = shortDuration(seconds);
  return (
    <span dir="auto">
      {Object.entries(parts)
        .map(([unit, n]) => t(`slaPage.short.${unit as 'd' | 'h' | 'm' | 's'}`, { count: n }))
        .join(' ')}
    </span>
  );
};
