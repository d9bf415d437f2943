import { useEffect } from 'react';
import { setInstallationName } from '../../lib/i18n.ts';
import { useInstallation } from './useInstallation.ts';

/** Puts the installation's name (GET /api/v1/installation) in place of "Helpdesk" once it is known. */
export const InstallationBranding = () => {
  const name = useInstallation().data?.installation_name;
  useEffect(() => {
    if (name) setInstallationName(name);
  }, [name]);
  return null;
};
