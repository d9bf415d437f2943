import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { CopyField } from '../../components/CopyField.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon, type TIconName } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';

interface TIssuer {
  id: number;
  name: string;
}

/** The console's words of one such page: `superAdmin.<section>.{title,description,add,create,empty,emptyBody,deleteBody}`. */
type TSection = 'bots' | 'apps';
type TWord = 'title' | 'description' | 'add' | 'create' | 'empty' | 'emptyBody' | 'deleteBody';

/**
 * A console list of things that call the API with a token of their own (global agent bots, platform apps): the
 * list, a create dialog whose fields the page gives, the token shown once after creating, and a confirmed delete.
 */
export const TokenIssuersPage = <T extends TIssuer, C extends T>({
  section,
  emptyIcon,
  queryKey,
  list,
  columns,
  cells,
  fields,
  canCreate,
  create,
  onCreated,
  tokenOf,
  remove,
}: {
  section: TSection;
  emptyIcon: TIconName;
  queryKey: QueryKey;
  list: () => Promise<T[]>;
  /** The columns between the name and the actions, and their cells. */
  columns: string[];
  cells: (item: T) => ReactNode;
  /** The create dialog's fields, given the create call's error (shown on the field it concerns). */
  fields: (error: string | undefined) => ReactNode;
  canCreate: boolean;
  create: () => Promise<C>;
  /** Clears the create dialog's fields. */
  onCreated: () => void;
  tokenOf: (created: C) => string;
  remove: (id: number) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const items = useQuery({ queryKey, queryFn: list });
  const [dialog, setDialog] = useState<
    { kind: 'create' } | { kind: 'token'; item: C } | { kind: 'delete'; item: T } | null
  >(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const creating = useMutation({
    mutationFn: create,
    onSuccess: async (item) => {
      await refresh();
      onCreated();
      setDialog({ kind: 'token', item });
    },
  });
  const removing = useMutation({
    mutationFn: remove,
    onSuccess: refresh,
    onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
  });
  const word = (key: TWord) => t(`superAdmin.${section}.${key}` as const);

  return (
    <>
      <PageHeader
        title={word('title')}
        description={word('description')}
        actions={
          <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog({ kind: 'create' })}>
            {word('add')}
          </Button>
        }
      />
      <div className="p-6">
        <ListStates
          query={items}
          isEmpty={items.data?.length === 0}
          empty={<EmptyState icon={emptyIcon} title={word('empty')} body={word('emptyBody')} />}
        >
          <SettingsTable
            caption={word('title')}
            columns={[
              { label: t('superAdmin.fields.name') },
              ...columns.map((label) => ({ label })),
              { label: t('superAdmin.fields.actions'), hidden: true },
            ]}
            rows={items.data ?? []}
            cells={(item) => (
              <>
                <td className="px-4 py-2.5 font-medium">
                  <bdi>{item.name}</bdi>
                </td>
                {cells(item)}
                <td className="px-4 py-2.5 text-end">
                  <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'delete', item })}>
                    {t('superAdmin.deleteNamed', { name: item.name })}
                  </Button>
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      <Dialog
        open={dialog?.kind === 'create'}
        onClose={() => setDialog(null)}
        title={word('add')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('common.cancel')}
            </Button>
            <Button isLoading={creating.isPending} disabled={!canCreate} onClick={() => creating.mutate()}>
              {word('create')}
            </Button>
          </>
        }
      >
        {fields(creating.isError ? apiErrorMessage(creating.error, t) : undefined)}
      </Dialog>
      <Dialog
        open={dialog?.kind === 'token'}
        onClose={() => setDialog(null)}
        title={t('superAdmin.tokenOnceTitle')}
        description={t('superAdmin.tokenOnceBody')}
        footer={<Button onClick={() => setDialog(null)}>{t('superAdmin.done')}</Button>}
      >
        <CopyField label={t('superAdmin.accessToken')} value={dialog?.kind === 'token' ? tokenOf(dialog.item) : ''} />
      </Dialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? t('superAdmin.deleteNamed', { name: dialog.item.name }) : ''}
        description={word('deleteBody')}
        confirmLabel={t('superAdmin.delete')}
        cancelLabel={t('common.cancel')}
        danger
        onResult={(ok) => {
          const item = dialog?.kind === 'delete' ? dialog.item : null;
          setDialog(null);
          if (ok && item) removing.mutate(item.id);
        }}
      />
    </>
  );
};
