import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_TOOL_LIMIT, type TCustomTool } from '../../../common/contracts/captainAssistants.ts';
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
import { CaptainNav } from './CaptainNav.tsx';
import { useCaptainMutations, useCustomTools } from './captainAssistantsApi.ts';
import { ToolDialog } from './ToolDialog.tsx';

type TDialog = { kind: 'edit'; tool: TCustomTool | null } | { kind: 'delete'; tool: TCustomTool } | null;

/** captain_tools: the team's HTTP tools assistants may call (administrators edit, agents look). */
export const ToolsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const admin = account.role === 'administrator';
  const tools = useCustomTools(account.id);
  const { deleteTool } = useCaptainMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const list = tools.data?.payload ?? [];
  return (
    <>
      <PageHeader
        title={t('captainAssistants.tools.title')}
        description={t('captainAssistants.tools.body', { limit: CUSTOM_TOOL_LIMIT })}
        actions={
          admin ? (
            <Button
              icon={<Icon name="plus" className="size-4" />}
              disabled={list.length >= CUSTOM_TOOL_LIMIT}
              onClick={() => setDialog({ kind: 'edit', tool: null })}
            >
              {t('captainAssistants.tools.add')}
            </Button>
          ) : null
        }
      />
      <div className="space-y-4 p-6">
        <CaptainNav />
        <ListStates
          query={tools}
          isEmpty={list.length === 0}
          empty={
            <EmptyState
              icon="bot"
              title={t('captainAssistants.tools.emptyTitle')}
              body={t('captainAssistants.tools.emptyBody')}
            />
          }
        >
          <SettingsTable
            caption={t('captainAssistants.tools.title')}
            columns={[
              { label: t('captainAssistants.tools.fields.title') },
              { label: t('captainAssistants.tools.fields.url') },
              { label: t('captainAssistants.tools.fields.authType') },
              { label: t('captainAssistants.tools.actions'), hidden: true },
            ]}
            rows={list}
            cells={(tool) => (
              <>
                <td className="px-4 py-2.5">
                  <bdi className="block font-medium text-slate-900 dark:text-white">{tool.title}</bdi>
                  <span className="block max-w-xs truncate text-xs text-slate-600 dark:text-slate-400" dir="auto">
                    {tool.description}
                  </span>
                </td>
                <td className="max-w-xs truncate px-4 py-2.5 font-mono text-xs text-slate-700 dark:text-slate-300">
                  <span dir="ltr">
                    {tool.http_method} {tool.endpoint_url}
                  </span>
                </td>
                <td className="px-4 py-2.5 text-sm text-slate-700 dark:text-slate-300">
                  {t(`captainAssistants.tools.auth.${tool.auth_type}`)}
                </td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  {admin ? (
                    <RowActions
                      editLabel={t('captainAssistants.tools.editNamed', { name: tool.title })}
                      deleteLabel={t('captainAssistants.tools.deleteNamed', { name: tool.title })}
                      onEdit={() => setDialog({ kind: 'edit', tool })}
                      onDelete={() => setDialog({ kind: 'delete', tool })}
                    />
                  ) : null}
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {dialog?.kind === 'edit' ? <ToolDialog tool={dialog.tool} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('captainAssistants.tools.deleteTitle', { name: dialog?.tool?.title ?? '' })}
        description={t('captainAssistants.tools.deleteBody')}
        confirmLabel={t('captainAssistants.delete')}
        cancelLabel={t('common.cancel')}
        danger
        onResult={(confirmed) => {
          const tool = dialog?.tool;
          setDialog(null);
          if (confirmed && tool)
            deleteTool.mutate(tool.id, { onError: (e) => toast.show(apiErrorMessage(e, t), 'error') });
        }}
      />
    </>
  );
};
