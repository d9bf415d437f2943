import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAutomationRule } from '../../../common/contracts/automation.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RuleBuilderDialog } from './RuleBuilderDialog.tsx';
import { useAutomationMutations, useAutomationRules } from './useAutomationRules.ts';

type TDialog = { kind: 'edit'; rule: TAutomationRule | null } | { kind: 'delete'; rule: TAutomationRule } | null;

/** automation_list: administrators' rules, each with its active toggle, edit, clone and delete. */
export const AutomationRulesPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const list = useAutomationRules(account.id);
  const { update, clone, remove } = useAutomationMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const fail = (e: unknown) => toast.show(apiErrorMessage(e, t), 'error');

  return (
    <>
      <PageHeader
        title={t('automationPage.title')}
        description={t('automationPage.description')}
        actions={
          <Button
            icon={<Icon name="plus" className="size-4" />}
            onClick={() => setDialog({ kind: 'edit', rule: null })}
          >
            {t('automationPage.add')}
          </Button>
        }
      />
      <div className="p-6">
        <ListStates
          query={list}
          isEmpty={list.data?.length === 0}
          empty={<EmptyState icon="bolt" title={t('automationPage.emptyTitle')} body={t('automationPage.emptyBody')} />}
        >
          <SettingsTable
            caption={t('automationPage.title')}
            rowClassName="hover:bg-slate-50/60 dark:hover:bg-slate-800/30"
            columns={[
              { label: t('automationPage.fields.name') },
              { label: t('automationPage.fields.event'), className: 'w-48' },
              { label: t('automationPage.fields.active'), className: 'w-24' },
              { label: t('automationPage.rowActions'), className: 'w-36', hidden: true },
            ]}
            rows={list.data ?? []}
            cells={(r) => (
              <>
                <td className="px-4 py-2.5">
                  <p dir="auto" className="font-medium text-slate-900 dark:text-white">
                    {r.name}
                  </p>
                  {r.description ? (
                    <p dir="auto" className="line-clamp-2 text-xs text-slate-500 dark:text-slate-400">
                      {r.description}
                    </p>
                  ) : null}
                </td>
                <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">
                  {t(`automation.events.${r.event_name}`)}
                </td>
                <td className="px-4 py-2.5">
                  <ToggleSwitch
                    checked={r.active}
                    label={t('automationPage.activeNamed', { name: r.name })}
                    onChange={(active) => update.mutate({ id: r.id, input: { active } }, { onError: fail })}
                  />
                </td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('automationPage.editNamed', { name: r.name })}
                    onClick={() => setDialog({ kind: 'edit', rule: r })}
                  >
                    <Icon name="pencil" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('automationPage.cloneNamed', { name: r.name })}
                    disabled={clone.isPending}
                    onClick={() =>
                      clone.mutate(r.id, {
                        onSuccess: (copy) => toast.show(t('automationPage.cloned', { name: copy.name })),
                        onError: fail,
                      })
                    }
                  >
                    <Icon name="copy" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('automationPage.deleteNamed', { name: r.name })}
                    onClick={() => setDialog({ kind: 'delete', rule: r })}
                  >
                    <Icon name="trash" className="size-4" />
                  </Button>
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {dialog?.kind === 'edit' ? (
        <RuleBuilderDialog accountId={account.id} rule={dialog.rule} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('automationPage.deleteTitle', { name: dialog.rule.name })}
          description={t('automationPage.deleteBody')}
          confirmLabel={t('automationPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const rule = dialog.rule;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(rule.id, {
              onSuccess: () => toast.show(t('automationPage.deleted', { name: rule.name })),
              onError: fail,
            });
          }}
        />
      ) : null}
    </>
  );
};
