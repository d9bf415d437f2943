import type { TFunction } from 'i18next';
import { fullTime, untilTime } from '../../lib/timeFormat.ts';

/**
 * "Snoozed until <time>" in the reader's language, or "until next reply" when snoozed without a time;
 * `short` (cards) gives the clock time today and the day otherwise, the header the full date.
 */
export const snoozeLabel = (
  snoozedUntil: number | null | undefined,
  t: TFunction,
  lng: string,
  style: 'short' | 'full',
  now = new Date(),
) =>
  snoozedUntil
    ? t('conversations.snoozedUntil', {
        time: style === 'short' ? untilTime(snoozedUntil, lng, now) : fullTime(snoozedUntil, lng),
      })
    : t('conversations.snoozedNextReply');
