import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';

/** A page whose feature the account has turned off. */
export const FeatureDisabledPage = () => {
  const { t } = useTranslation();
  return (
    <EmptyState icon="lock" headingLevel={1} title={t('featureDisabled.title')} body={t('featureDisabled.body')} />
  );
};
