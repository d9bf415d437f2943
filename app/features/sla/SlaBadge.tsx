import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { DurationText } from './DurationText.tsx';
import { slaState, type TSlaCarrier } from './slaState.ts';

/** The current time, refreshed every `ms` while mounted (the badge counts down). */
const useNow = (ms: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
};

/**
 * The SLA badge of a conversation: the time left on its next target, which targets it missed, or that
 * its clock waits for working hours that never come.
 */
export const SlaBadge = ({ conversation, size = 'sm' }: { conversation: TSlaCarrier; size?: 'sm' | 'md' }) => {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const state = slaState(conversation, now);
  if (!state) return null;
  const text = size === 'sm' ? 'text-[11px]' : 'text-xs';
  if (state.kind === 'missed') {
    const which = state.missed.map((m) => t(`sla.targets.${m}`)).join(', ');
    return (
      <span
        className={`inline-flex items-center gap-1 rounded-full bg-red-50 px-1.5 py-0.5 font-medium text-red-700 dark:bg-red-950 dark:text-red-300 ${text}`}
        title={t('sla.missedTitle', { which })}
      >
        <Icon name="clock" className="size-3" />
        {t('sla.missed', { which })}
      </span>
    );
  }
  if (state.kind === 'noHours')
    return (
      <span
        className={`inline-flex items-center gap-1 rounded-full bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200 ${text}`}
        title={t('sla.noHoursTitle')}
      >
        <Icon name="clock" className="size-3" />
        {t('sla.noHours')}
      </span>
    );
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-50 px-1.5 py-0.5 font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-200 ${text}`}
      title={t('sla.leftTitle', { target: t(`sla.targets.${state.target}`) })}
    >
      <Icon name="clock" className="size-3" />
      <span className="sr-only">{t(`sla.targets.${state.target}`)} </span>
      <DurationText seconds={state.secondsLeft} />
    </span>
  );
};
