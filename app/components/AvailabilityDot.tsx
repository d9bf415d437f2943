import type { TAvailability } from '../../common/enums.ts';

const COLOURS: Record<TAvailability, string> = {
  online: 'bg-emerald-500',
  busy: 'bg-amber-500',
  offline: 'bg-slate-400 dark:bg-slate-500',
};

export const AvailabilityDot = ({ status, className = '' }: { status: TAvailability; className?: string }) => (
  <span aria-hidden="true" className={`inline-block size-2 shrink-0 rounded-full ${COLOURS[status]} ${className}`} />
);
