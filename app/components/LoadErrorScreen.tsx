import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';

interface TLoadErrorScreenProps {
  message: string;
  onRetry: () => void;
}

export const LoadErrorScreen = ({ message, onRetry }: TLoadErrorScreenProps) => {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 p-8 text-center">
      <div role="alert">
        <p className="text-base font-semibold text-slate-900 dark:text-white">{t('common.loadFailed')}</p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{message}</p>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
};
