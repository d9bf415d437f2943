import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomRole } from '../../../common/contracts/customRoles.ts';
import type { TReportArea } from '../../../common/permissions.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { CustomRoleDialog } from './CustomRoleDialog.tsx';
import { useAgents } from './useAgents.ts';
import { useCustomRoleMutations, useCustomRoles, useScopeInboxes, useScopeTeams } from './useCustomRoles.ts';

type TDialog = { kind: 'edit'; role: TCustomRole | null } | { kind: 'delete'; role: TCustomRole } | null;

/** custom_roles_list: administrators define roles that narrow what an agent may see and do. */
export const CustomRolesPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const roles = useCustomRoles(account.id);
  const agents = useAgents(account.id);
  const inboxes = useScopeInboxes(account.id);
  const inboxNames = (ids: number[]) =>
    ids.map((id) => inboxes.data?.find((i) => i.id === id)?.name ?? `#${id}`).join(', ');
  const teams = useScopeTeams(account.id);
  const teamNames = (ids: number[]) =>
    ids.map((id) => teams.data?.find((i) => i.id === id)?.name ?? `#${id}`).join(', ');
  const areaNames = (areas: string[]) =>
    areas.map((a) => t(`customRolesPage.reportAreas.${a as TReportArea}`)).join(', ');
  const { remove } = useCustomRoleMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const holders = (id: number) => agents.data?.filter((a) => a.custom_role_id === id).length ?? 0;
  const addButton = (
    <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog({ kind: 'edit', role: null })}>
      {t('customRolesPage.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('customRolesPage.title')}
        description={t('customRolesPage.description')}
        actions={addButton}
      />
      <div className="p-6">
        <ListStates
          query={roles}
          isEmpty={roles.data?.length === 0}
          empty={
            <EmptyState icon="shield" title={t('customRolesPage.emptyTitle')} body={t('customRolesPage.emptyBody')} />
          }
        >
          <SettingsTable
            caption={t('customRolesPage.title')}
            columns={[
              { label: t('customRolesPage.fields.name') },
              { label: t('customRolesPage.fields.description') },
              { label: t('customRolesPage.fields.permissions') },
              { label: t('customRolesPage.fields.agents') },
              { label: t('customRolesPage.actions'), hidden: true },
            ]}
            rows={roles.data ?? []}
            cells={(r) => (
              <>
                <td className="px-4 py-2.5 font-medium text-slate-900 dark:text-white">
                  <bdi>{r.name}</bdi>
                </td>
                <td className="max-w-xs truncate px-4 py-2.5 text-slate-500 dark:text-slate-400">
                  <bdi>{r.description ?? ''}</bdi>
                </td>
                <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">
                  <ul className="flex flex-wrap gap-1">
                    {r.permissions.map((p) => (
                      <li
                        key={p}
                        className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                      >
                        {t(`customRolesPage.permissions.${p}.name`, { defaultValue: p })}
                      </li>
                    ))}
                  </ul>
                  {r.inbox_ids ? (
                    <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                      {t('customRolesPage.scopedTo', { inboxes: inboxNames(r.inbox_ids) })}
                    </p>
                  ) : null}
                  {r.team_ids ? (
                    <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                      {t('customRolesPage.scopedToTeams', { teams: teamNames(r.team_ids) })}
                    </p>
                  ) : null}
                  {r.report_areas && r.permissions.includes('report_manage') ? (
                    <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                      {t('customRolesPage.reportsIn', { areas: areaNames(r.report_areas) })}
                    </p>
                  ) : null}
                </td>
                <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">{holders(r.id)}</td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  <RowActions
                    editLabel={t('customRolesPage.editNamed', { name: r.name })}
                    deleteLabel={t('customRolesPage.deleteNamed', { name: r.name })}
                    onEdit={() => setDialog({ kind: 'edit', role: r })}
                    onDelete={() => setDialog({ kind: 'delete', role: r })}
                  />
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {dialog?.kind === 'edit' ? (
        <CustomRoleDialog accountId={account.id} role={dialog.role} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('customRolesPage.deleteTitle', { name: dialog.role.name })}
          description={t('customRolesPage.deleteBody')}
          confirmLabel={t('customRolesPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const role = dialog.role;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(role.id, {
              onSuccess: () => toast.show(t('customRolesPage.deleted', { name: role.name })),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};
