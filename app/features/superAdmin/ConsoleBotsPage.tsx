import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField.tsx';
import { createSystemBot, deleteSystemBot, listSystemBots, superAdminKeys } from './superAdminApi.ts';
import { TokenIssuersPage } from './TokenIssuersPage.tsx';

/** Global agent bots: no account, every account may link one to an inbox. */
export const ConsoleBotsPage = () => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  return (
    <TokenIssuersPage
      section="bots"
      emptyIcon="bot"
      queryKey={superAdminKeys.bots()}
      list={async () => (await listSystemBots()).payload}
      columns={[t('superAdmin.bots.url')]}
      cells={(b) => (
        <td className="px-4 py-2.5 font-mono text-xs">
          <span dir="ltr">{b.outgoing_url || '—'}</span>
        </td>
      )}
      canCreate={Boolean(name.trim())}
      create={() => createSystemBot({ name: name.trim(), outgoing_url: url.trim() })}
      onCreated={() => {
        setName('');
        setUrl('');
      }}
      tokenOf={(bot) => bot.access_token ?? ''}
      remove={deleteSystemBot}
      fields={(error) => (
        <div className="space-y-4">
          <TextField label={t('superAdmin.fields.name')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField
            label={t('superAdmin.bots.url')}
            type="url"
            dir="ltr"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={error}
          />
        </div>
      )}
    />
  );
};
