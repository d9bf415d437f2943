import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/Banner.tsx';
import { BannerAction } from '../../components/BannerAction.tsx';
import { api } from '../../lib/api.ts';
import { finishImpersonation, type TImpersonationState } from '../../lib/impersonation.ts';

/**
 * The installation console's impersonation: "You are signed in as X — return". Returning ends the user's
 * session (sign out), puts the super admin's own session back and opens the user in the console. Loaded only
 * while an impersonation is under way (BannerStack), with the catalogue's later part its words are in.
 */
export const ImpersonationBanner = ({ state }: { state: TImpersonationState }) => {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    // The user's session ends even if this fails (it expires within the hour anyway).
    await api('/auth/sign_out', { method: 'DELETE', contract: 'success' }).catch(() => undefined);
    const done = finishImpersonation();
    window.location.assign(done ? `/app/super_admin/users/${done.userId}` : '/app/');
  };
  return (
    <Banner
      label={t('superAdmin.impersonation.title')}
      tone="danger"
      icon="shield"
      action={
        <BannerAction onClick={() => void leave()} disabled={leaving}>
          {t('superAdmin.impersonation.return')}
        </BannerAction>
      }
    >
      {t('superAdmin.impersonation.body', { name: state.userName })}
    </Banner>
  );
};
