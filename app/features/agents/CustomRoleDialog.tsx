import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCreateCustomRoleRequest, type TCustomRole } from '../../../common/contracts/customRoles.ts';
import {
  CUSTOM_ROLE_PERMISSIONS,
  REPORT_AREAS,
  type TCustomRolePermission,
  type TReportArea,
} from '../../../common/permissions.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { ScopeChecklist } from './ScopeChecklist.tsx';
import { useCustomRoleMutations, useScopeInboxes, useScopeTeams } from './useCustomRoles.ts';

const ZRoleForm = ZCreateCustomRoleRequest.pick({ name: true, description: true });

interface TCustomRoleDialogProps {
  accountId: number;
  /** null: a new role. */
  role: TCustomRole | null;
  onClose: () => void;
}

/** Add or edit a custom role: its name, a description, and Chatwoot's six permissions as checkboxes. */
export const CustomRoleDialog = ({ accountId, role, onClose }: TCustomRoleDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const permsId = useId();
  const { create, update } = useCustomRoleMutations(accountId);
  const mutation = role ? update : create;
  const form = useZodForm(ZRoleForm, { name: role?.name ?? '', description: role?.description ?? '' });
  const [permissions, setPermissions] = useState<TCustomRolePermission[]>(
    CUSTOM_ROLE_PERMISSIONS.filter((p) => role?.permissions.includes(p)),
  );
  const [permsError, setPermsError] = useState<string | null>(null);
  const inboxes = useScopeInboxes(accountId);
  const [scope, setScope] = useState<number[]>(role?.inbox_ids ?? []);
  const teams = useScopeTeams(accountId);
  const [teamScope, setTeamScope] = useState<number[]>(role?.team_ids ?? []);
  // Areas: every one ticked stands for null (every area), the role's default.
  const [areas, setAreas] = useState<TReportArea[]>(
    REPORT_AREAS.filter((a) => !role?.report_areas || role.report_areas.includes(a)),
  );
  const pick =
    <T,>(set: (f: (prev: T[]) => T[]) => void) =>
    (id: T, on: boolean) =>
      set((prev) => (on ? [...prev, id] : prev.filter((x) => x !== id)));
  const names = { name: t('customRolesPage.fields.name'), description: t('customRolesPage.fields.description') };
  const toggle = (p: TCustomRolePermission, on: boolean) => {
    setPermsError(null);
    setPermissions((prev) => CUSTOM_ROLE_PERMISSIONS.filter((x) => (x === p ? on : prev.includes(x))));
  };

  const submit = form.handleSubmit((parsed) => {
    if (!permissions.length) {
      setPermsError(t('customRolesPage.errors.noPermissions'));
      return;
    }
    // No inbox ticked: no scope, every inbox the holder belongs to.
    const input = {
      name: parsed.name,
      description: parsed.description || null,
      permissions,
      inbox_ids: scope.length ? scope : null,
      team_ids: teamScope.length ? teamScope : null,
      // Every area ticked (or no reports at all): null, so areas added later open too.
      report_areas:
        !permissions.includes('report_manage') || areas.length === REPORT_AREAS.length
          ? null
          : REPORT_AREAS.filter((a) => areas.includes(a)),
    };
    const done = {
      onSuccess: () => {
        toast.show(t(role ? 'customRolesPage.updated' : 'customRolesPage.created', { name: parsed.name }));
        onClose();
      },
      onError: (err: unknown) => {
        if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, names);
      },
    };
    if (role) update.mutate({ id: role.id, input }, done);
    else create.mutate(input, done);
  });
  const showAlert =
    mutation.isError && !(isApiError(mutation.error) && Object.keys(mutation.error.details).some((k) => k in names));

  return (
    <Dialog
      open
      onClose={onClose}
      title={role ? t('customRolesPage.editTitle', { name: role.name }) : t('customRolesPage.addTitle')}
      description={t('customRolesPage.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {role ? t('common.save') : t('customRolesPage.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {showAlert ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <TextField label={names.name} autoComplete="off" dir="auto" {...form.field('name')} />
        <TextField label={names.description} autoComplete="off" dir="auto" {...form.field('description')} />
        <fieldset aria-describedby={permsError ? `${permsId}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('customRolesPage.fields.permissions')}
          </legend>
          <div className="space-y-2">
            {CUSTOM_ROLE_PERMISSIONS.map((p) => (
              <label key={p} className="flex items-start gap-2.5 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-woot-600 dark:border-slate-600 dark:bg-slate-800"
                  checked={permissions.includes(p)}
                  onChange={(ev) => toggle(p, ev.target.checked)}
                  aria-describedby={`${permsId}-${p}`}
                />
                <span>
                  <span className="block font-medium text-slate-800 dark:text-slate-200">
                    {t(`customRolesPage.permissions.${p}.name`)}
                  </span>
                  <span id={`${permsId}-${p}`} className="block text-xs text-slate-500 dark:text-slate-400">
                    {t(`customRolesPage.permissions.${p}.description`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {permsError ? (
            <p id={`${permsId}-error`} className="mt-1.5 text-xs text-red-600 dark:text-red-400">
              {permsError}
            </p>
          ) : null}
        </fieldset>
        <ScopeChecklist
          legend={t('customRolesPage.fields.reportAreas')}
          hint={t('customRolesPage.fields.reportAreasHint')}
          items={REPORT_AREAS.map((a) => ({ id: a, name: t(`customRolesPage.reportAreas.${a}`) }))}
          checked={permissions.includes('report_manage') ? areas : []}
          onChange={(id, on) => pick(setAreas)(id as TReportArea, on)}
          disabled={!permissions.includes('report_manage')}
        />
        {inboxes.data?.length ? (
          <ScopeChecklist
            legend={t('customRolesPage.fields.inboxes')}
            hint={t('customRolesPage.fields.inboxesHint')}
            items={inboxes.data}
            checked={scope}
            onChange={(id, on) => pick(setScope)(Number(id), on)}
          />
        ) : null}
        {teams.data?.length ? (
          <ScopeChecklist
            legend={t('customRolesPage.fields.teams')}
            hint={t('customRolesPage.fields.teamsHint')}
            items={teams.data}
            checked={teamScope}
            onChange={(id, on) => pick(setTeamScope)(Number(id), on)}
          />
        ) : null}
      </form>
    </Dialog>
  );
};
