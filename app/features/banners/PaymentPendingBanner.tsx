import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/Banner.tsx';
import { BannerAction } from '../../components/BannerAction.tsx';

/** Part 1 §6: the subscription payment failed (administrators on the cloud). */
export const PaymentPendingBanner = ({ billingPath }: { billingPath: string }) => {
  const { t } = useTranslation();
  return (
    <Banner
      label={t('banner.paymentTitle')}
      tone="danger"
      icon="card"
      action={<BannerAction to={billingPath}>{t('banner.payNow')}</BannerAction>}
    >
      {t('banner.paymentBody')}
    </Banner>
  );
};
