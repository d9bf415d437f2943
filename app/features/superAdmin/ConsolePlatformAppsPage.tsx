import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField.tsx';
import { createPlatformApp, deletePlatformApp, listPlatformApps, superAdminKeys } from './superAdminApi.ts';
import { TokenIssuersPage } from './TokenIssuersPage.tsx';

/** Platform apps: the Platform API's callers; an app's token is shown once, when it is made. */
export const ConsolePlatformAppsPage = () => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <TokenIssuersPage
      section="apps"
      emptyIcon="plug"
      queryKey={superAdminKeys.platformApps()}
      list={listPlatformApps}
      columns={[t('superAdmin.fields.created')]}
      cells={(a) => <td className="px-4 py-2.5">{new Date(a.created_at).toLocaleString()}</td>}
      canCreate={Boolean(name.trim())}
      create={() => createPlatformApp(name.trim())}
      onCreated={() => setName('')}
      tokenOf={(app) => app.access_token}
      remove={deletePlatformApp}
      fields={(error) => (
        <TextField
          label={t('superAdmin.fields.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
        />
      )}
    />
  );
};
