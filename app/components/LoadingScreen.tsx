import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner.tsx';

export const LoadingScreen = () => {
  const { t } = useTranslation();
  return (
    <div className="flex h-full min-h-screen items-center justify-center text-slate-400">
      <Spinner className="size-6" label={t('common.loading')} />
    </div>
  );
};
