import { useTranslation } from 'react-i18next';
import type { TSaveState } from './autosave.ts';

const TONE: Record<TSaveState, string> = {
  idle: 'text-slate-600 dark:text-slate-400',
  pending: 'text-slate-600 dark:text-slate-400',
  saving: 'text-slate-600 dark:text-slate-400',
  saved: 'text-emerald-700 dark:text-emerald-300',
  error: 'text-red-700 dark:text-red-300',
};

/** The autosave state in words, announced politely. */
export const SaveIndicator = ({ state }: { state: TSaveState }) => {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className={`text-sm ${TONE[state]}`}>
      {state === 'idle' ? '' : t(`helpCenter.editor.state.${state}`)}
    </p>
  );
};
