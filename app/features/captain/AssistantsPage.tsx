import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAssistant } from '../../../common/contracts/captainAssistants.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { CaptainNav } from './CaptainNav.tsx';
import { useAssistants, useCaptainMutations } from './captainAssistantsApi.ts';

/** A new assistant: its name, what it is for and the product it speaks for. */
const CreateDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const { account } = useCurrentAccount();
  const { createAssistant } = useCaptainMutations(account.id);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [product, setProduct] = useState('');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    createAssistant.mutate(
      { name, description, config: { product_name: product } },
      {
        onSuccess: (a) => {
          toast.show(t('captainAssistants.created', { name: a.name }));
          onClose();
        },
        onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('captainAssistants.createTitle')}
      description={t('captainAssistants.createBody')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={createAssistant.isPending} disabled={!name.trim()}>
            {t('captainAssistants.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4">
        <TextField
          label={t('captainAssistants.fields.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          dir="auto"
          autoComplete="off"
        />
        <TextField
          label={t('captainAssistants.fields.productName')}
          value={product}
          onChange={(e) => setProduct(e.target.value)}
          dir="auto"
        />
        <TextAreaField
          label={t('captainAssistants.fields.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={3}
          dir="auto"
        />
      </form>
    </Dialog>
  );
};

/** captain: the account's assistants; administrators create and delete them, agents look. */
export const AssistantsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const admin = account.role === 'administrator';
  const assistants = useAssistants(account.id);
  const { deleteAssistant } = useCaptainMutations(account.id);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TAssistant | null>(null);
  const list = assistants.data?.payload ?? [];
  return (
    <>
      <PageHeader
        title={t('captainAssistants.title')}
        description={t('captainAssistants.description')}
        actions={
          admin ? (
            <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setCreating(true)}>
              {t('captainAssistants.add')}
            </Button>
          ) : null
        }
      />
      <div className="space-y-4 p-6">
        <CaptainNav />
        <ListStates
          query={assistants}
          isEmpty={list.length === 0}
          empty={
            <EmptyState icon="bot" title={t('captainAssistants.emptyTitle')} body={t('captainAssistants.emptyBody')} />
          }
        >
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((a) => (
              <li
                key={a.id}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                <Link
                  to={pathTo(account.id, 'captain_assistant', { assistantId: a.id })}
                  className="font-semibold text-slate-900 hover:underline dark:text-white"
                >
                  <bdi>{a.name}</bdi>
                </Link>
                <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300" dir="auto">
                  {a.description || t('captainAssistants.noDescription')}
                </p>
                <div className="mt-auto flex items-center gap-2">
                  <Link
                    to={pathTo(account.id, 'captain_playground', { assistantId: a.id })}
                    className="text-sm font-medium text-woot-700 hover:underline dark:text-woot-300"
                  >
                    {t('captainAssistants.tryIt')}
                  </Link>
                  {admin ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ms-auto"
                      icon={<Icon name="trash" className="size-4" />}
                      onClick={() => setDeleting(a)}
                      aria-label={t('captainAssistants.deleteNamed', { name: a.name })}
                    >
                      {t('captainAssistants.delete')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </ListStates>
      </div>
      {creating ? <CreateDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('captainAssistants.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('captainAssistants.deleteBody')}
        confirmLabel={t('captainAssistants.delete')}
        cancelLabel={t('common.cancel')}
        danger
        onResult={(confirmed) => {
          const a = deleting;
          setDeleting(null);
          if (confirmed && a)
            deleteAssistant.mutate(a.id, {
              onSuccess: () => toast.show(t('captainAssistants.deleted', { name: a.name })),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
        }}
      />
    </>
  );
};
