import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/Banner.tsx';
import { dismissUpdate } from './dismissedUpdates.ts';

/** Part 1 §6: a newer version is out; dismissing remembers the version in this browser. */
export const UpdateBanner = ({ version }: { version: string }) => {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <Banner
      label={t('banner.updateTitle')}
      tone="info"
      icon="refresh"
      onDismiss={() => {
        dismissUpdate(version);
        setHidden(true);
      }}
    >
      {t('banner.updateBody', { version })}
    </Banner>
  );
};
