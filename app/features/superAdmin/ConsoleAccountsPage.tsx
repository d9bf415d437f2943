import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { TextField } from '../../components/TextField.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { ConsolePager, ConsoleSearch } from './ConsoleSearch.tsx';
import { StatusChip } from './StatusChip.tsx';
import { createAccount, listAccounts, superAdminKeys } from './superAdminApi.ts';

/** Accounts of the installation: search by name or id, 25 a page, newest first. */
export const ConsoleAccountsPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const accounts = useQuery({ queryKey: superAdminKeys.accounts(q, page), queryFn: () => listAccounts(q, page) });
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title={t('superAdmin.accounts.title')}
        description={t('superAdmin.accounts.description')}
        actions={
          <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setCreating(true)}>
            {t('superAdmin.accounts.create')}
          </Button>
        }
      />
      <div className="space-y-4 p-6">
        <ConsoleSearch
          key={q}
          label={t('superAdmin.accounts.search')}
          value={q}
          onSearch={(next) => setParams(next ? { q: next } : {})}
        />
        <ListStates
          query={accounts}
          isEmpty={accounts.data?.payload.length === 0}
          empty={<EmptyState icon="briefcase" title={t('superAdmin.accounts.empty')} body={t('superAdmin.noMatch')} />}
        >
          <SettingsTable
            caption={t('superAdmin.accounts.title')}
            columns={[
              { label: t('superAdmin.fields.name') },
              { label: t('superAdmin.fields.id') },
              { label: t('superAdmin.fields.status') },
              { label: t('superAdmin.fields.agents') },
              { label: t('superAdmin.fields.inboxes') },
              { label: t('superAdmin.fields.conversations') },
              { label: t('superAdmin.fields.created') },
            ]}
            rows={accounts.data?.payload ?? []}
            cells={(a) => (
              <>
                <td className="px-4 py-2.5">
                  <Link
                    to={`/super_admin/accounts/${a.id}`}
                    className="font-medium text-woot-700 underline-offset-2 hover:underline dark:text-woot-300"
                  >
                    <bdi>{a.name}</bdi>
                  </Link>
                </td>
                <td className="px-4 py-2.5 tabular-nums">{a.id}</td>
                <td className="px-4 py-2.5">
                  <StatusChip status={a.deleting ? 'deleting' : a.status} />
                </td>
                <td className="px-4 py-2.5 tabular-nums">{a.agents_count}</td>
                <td className="px-4 py-2.5 tabular-nums">{a.inboxes_count}</td>
                <td className="px-4 py-2.5 tabular-nums">{a.conversations_count}</td>
                <td className="px-4 py-2.5">{new Date(a.created_at).toLocaleDateString()}</td>
              </>
            )}
          />
          {accounts.data ? (
            <ConsolePager
              page={page}
              count={accounts.data.meta.count}
              perPage={accounts.data.meta.per_page}
              onPage={(p) => setParams({ ...(q && { q }), page: String(p) })}
            />
          ) : null}
        </ListStates>
      </div>
      {creating ? <CreateAccountDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
};

const CreateAccountDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => createAccount(name.trim()),
    onSuccess: async (account) => {
      await queryClient.invalidateQueries({ queryKey: superAdminKeys.all });
      void navigate(`/super_admin/accounts/${account.id}`);
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('superAdmin.accounts.create')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button isLoading={create.isPending} disabled={!name.trim()} onClick={() => create.mutate()}>
            {t('superAdmin.accounts.createConfirm')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('superAdmin.fields.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={create.isError ? apiErrorMessage(create.error, t) : undefined}
      />
    </Dialog>
  );
};
