import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTRIBUTE_MODELS,
  type TAttributeModel,
  type TCustomAttribute,
} from '../../../common/contracts/customAttributes.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CustomAttributeDialog } from './CustomAttributeDialog.tsx';
import { ofModel } from './customAttributesApi.ts';
import { useCustomAttributeMutations, useCustomAttributes } from './useCustomAttributes.ts';
import { RowActions } from '../../components/RowActions.tsx';

type TDialog = { kind: 'edit'; attr: TCustomAttribute | null } | { kind: 'delete'; attr: TCustomAttribute } | null;

/** attributes_list: the account's custom attributes by model (conversation / contact) with create, edit, delete. */
export const CustomAttributesPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const defs = useCustomAttributes(account.id);
  const { remove } = useCustomAttributeMutations(account.id);
  const [model, setModel] = useState<TAttributeModel>('conversation_attribute');
  const [dialog, setDialog] = useState<TDialog>(null);
  const rows = ofModel(defs.data, model);
  return (
    <>
      <PageHeader
        title={t('customAttributesPage.title')}
        description={t('customAttributesPage.description')}
        actions={
          <Button
            icon={<Icon name="plus" className="size-4" />}
            onClick={() => setDialog({ kind: 'edit', attr: null })}
          >
            {t('customAttributesPage.add')}
          </Button>
        }
      />
      <div className="space-y-4 p-6">
        <Tabs value={model} onValueChange={setModel}>
          <TabList
            label={t('customAttributesPage.models.label')}
            className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
          >
            {ATTRIBUTE_MODELS.map((m) => (
              <Tab
                key={m}
                value={m}
                className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
                  model === m
                    ? 'border-woot-500 text-woot-700 dark:text-woot-300'
                    : 'border-transparent text-slate-500 hover:text-slate-800 dark:hover:text-slate-200'
                }`}
              >
                {t(`customAttributesPage.models.${m}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanel value={model}>
            <ListStates
              query={defs}
              isEmpty={rows.length === 0}
              empty={<p className="py-10 text-center text-sm text-slate-500">{t('customAttributesPage.empty')}</p>}
            >
              <SettingsTable
                caption={t(`customAttributesPage.models.${model}`)}
                minWidth="min-w-[40rem]"
                rowClassName=""
                columns={[
                  { label: t('customAttributesPage.fields.name') },
                  { label: t('customAttributesPage.fields.key') },
                  { label: t('customAttributesPage.fields.type') },
                  { label: t('customAttributesPage.fields.description') },
                  { label: t('customAttributesPage.actions'), hidden: true },
                ]}
                rows={rows}
                cells={(a) => (
                  <>
                    <td className="px-4 py-2.5 font-medium text-slate-900 dark:text-white">
                      {a.attribute_display_name}
                    </td>
                    <td className="px-4 py-2.5 font-mono text-xs text-slate-600 dark:text-slate-300" dir="ltr">
                      {a.attribute_key}
                    </td>
                    <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">
                      {t(`customAttributesPage.types.${a.attribute_display_type}`)}
                    </td>
                    <td className="px-4 py-2.5 text-slate-500 dark:text-slate-400">{a.attribute_description ?? ''}</td>
                    <td className="px-4 py-2.5 text-end">
                      <RowActions
                        editLabel={t('customAttributesPage.editNamed', { name: a.attribute_display_name })}
                        deleteLabel={t('customAttributesPage.deleteNamed', { name: a.attribute_display_name })}
                        onEdit={() => setDialog({ kind: 'edit', attr: a })}
                        onDelete={() => setDialog({ kind: 'delete', attr: a })}
                      />
                    </td>
                  </>
                )}
              />
            </ListStates>
          </TabPanel>
        </Tabs>
      </div>
      {dialog?.kind === 'edit' ? (
        <CustomAttributeDialog
          accountId={account.id}
          model={dialog.attr?.attribute_model ?? model}
          editing={dialog.attr}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('customAttributesPage.deleteTitle', { name: dialog.attr.attribute_display_name })}
          description={t('customAttributesPage.deleteBody')}
          confirmLabel={t('customAttributesPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const attr = dialog.attr;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(attr.id, {
              onSuccess: () => toast.show(t('customAttributesPage.deleted')),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};
