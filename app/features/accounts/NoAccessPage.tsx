import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';

export const NoAccessPage = () => {
  const { t } = useTranslation();
  return <EmptyState icon="lock" title={t('noAccess.title')} body={t('noAccess.body')} />;
};
