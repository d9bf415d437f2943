import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/Banner.tsx';
import { BannerAction } from '../../components/BannerAction.tsx';
import { pathTo } from '../navigation/index.ts';

/**
 * The account requires two-factor sign-in and this member has not enrolled yet: the days left of the grace
 * period and a link to the profile's enrolment (after it the frame shows the enrolment screen instead).
 */
export const MfaEnrolmentBanner = ({ deadline, accountId }: { deadline: string; accountId: number }) => {
  const { t } = useTranslation();
  // Whole days left (common/mfaPolicy.ts daysUntil, written here so this chunk needs no other).
  const [now] = useState(Date.now);
  const days = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 86_400_000));
  return (
    <Banner
      label={t('banner.mfaTitle')}
      icon="lock"
      action={
        <BannerAction to={`${pathTo(accountId, 'profile_settings_index')}#two-factor`}>
          {t('banner.mfaEnrol')}
        </BannerAction>
      }
    >
      {days > 0 ? t('banner.mfaBody', { count: days }) : t('banner.mfaBodyToday')}
    </Banner>
  );
};
