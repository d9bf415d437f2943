import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';

/** Fallback targets (contacts, reports, portals) that exist in the spec but are not built yet. */
export const ComingSoonPage = () => {
  const { t } = useTranslation();
  return (
    <EmptyState icon="settings" headingLevel={1} title={t('common.comingSoon')} body={t('common.comingSoonBody')} />
  );
};
