import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/Banner.tsx';
import { BannerAction } from '../../components/BannerAction.tsx';

/** Part 1 §6: the account used more conversations or inboxes than its plan allows. */
export const UsageLimitBanner = ({ billingPath }: { billingPath: string | null }) => {
  const { t } = useTranslation();
  return (
    <Banner
      label={t('banner.limitTitle')}
      tone="danger"
      action={billingPath ? <BannerAction to={billingPath}>{t('banner.upgrade')}</BannerAction> : null}
    >
      {t('banner.limitBody')}
    </Banner>
  );
};
