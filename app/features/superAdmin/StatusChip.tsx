import { useTranslation } from 'react-i18next';

const TONES = {
  active: 'bg-green-50 text-green-800 dark:bg-green-950/50 dark:text-green-200',
  suspended: 'bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-200',
  deleting: 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200',
} as const;

/** An account's state in words: active, suspended or being deleted. */
export const StatusChip = ({ status }: { status: keyof typeof TONES }) => {
  const { t } = useTranslation();
  return (
    <span className={`rounded-md px-1.5 py-0.5 text-xs font-medium ${TONES[status]}`}>
      {t(`superAdmin.state.${status}`)}
    </span>
  );
};
