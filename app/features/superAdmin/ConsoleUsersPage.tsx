import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { ConsolePager, ConsoleSearch } from './ConsoleSearch.tsx';
import { listUsers, superAdminKeys } from './superAdminApi.ts';

/** Users of the installation: search by name, email or id, 25 a page, newest first. */
export const ConsoleUsersPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const users = useQuery({ queryKey: superAdminKeys.users(q, page), queryFn: () => listUsers(q, page) });
  const yes = t('superAdmin.yes');
  const no = t('superAdmin.no');

  return (
    <>
      <PageHeader title={t('superAdmin.users.title')} description={t('superAdmin.users.description')} />
      <div className="space-y-4 p-6">
        <ConsoleSearch
          key={q}
          label={t('superAdmin.users.search')}
          value={q}
          onSearch={(next) => setParams(next ? { q: next } : {})}
        />
        <ListStates
          query={users}
          isEmpty={users.data?.payload.length === 0}
          empty={<EmptyState icon="users" title={t('superAdmin.users.empty')} body={t('superAdmin.noMatch')} />}
        >
          <SettingsTable
            caption={t('superAdmin.users.title')}
            columns={[
              { label: t('superAdmin.fields.name') },
              { label: t('superAdmin.fields.email') },
              { label: t('superAdmin.fields.confirmed') },
              { label: t('superAdmin.fields.mfa') },
              { label: t('superAdmin.fields.accounts') },
            ]}
            rows={users.data?.payload ?? []}
            cells={(u) => (
              <>
                <td className="px-4 py-2.5">
                  <Link
                    to={`/super_admin/users/${u.id}`}
                    className="font-medium text-woot-700 underline-offset-2 hover:underline dark:text-woot-300"
                  >
                    <bdi>{u.name}</bdi>
                  </Link>
                  {u.type === 'SuperAdmin' ? (
                    <span className="ms-2 text-xs text-slate-600 dark:text-slate-400">
                      {t('superAdmin.users.superAdmin')}
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-2.5">
                  <bdi>{u.email}</bdi>
                </td>
                <td className="px-4 py-2.5">{u.confirmed ? yes : no}</td>
                <td className="px-4 py-2.5">{u.mfa_enabled ? yes : no}</td>
                <td className="px-4 py-2.5 tabular-nums">{u.accounts_count}</td>
              </>
            )}
          />
          {users.data ? (
            <ConsolePager
              page={page}
              count={users.data.meta.count}
              perPage={users.data.meta.per_page}
              onPage={(p) => setParams({ ...(q && { q }), page: String(p) })}
            />
          ) : null}
        </ListStates>
      </div>
    </>
  );
};
