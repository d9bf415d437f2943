import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContact } from '../../../common/contracts/contacts.ts';
import { Button } from '../../components/Button.tsx';
import { TypeToConfirmDialog } from '../../components/TypeToConfirmDialog.tsx';
import { inputClass } from '../../components/fieldStyles.ts';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useLabels } from '../labels/index.ts';
import { useContactMutations } from './useContacts.ts';

/** Acts on the selected contacts of the page: add a label, or delete them after typing the confirm word. */
export const BulkActionsBar = ({
  accountId,
  contacts,
  onDone,
}: {
  accountId: number;
  contacts: TContact[];
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const labels = useLabels(accountId).data ?? [];
  const { bulkLabel, bulkRemove } = useContactMutations(accountId);
  const [label, setLabel] = useState('');
  const [confirming, setConfirming] = useState(false);
  const count = contacts.length;
  return (
    <div
      role="region"
      aria-label={t('contactsPage.bulk.region')}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-woot-200 bg-woot-50 px-4 py-2.5 text-sm dark:border-woot-900/60 dark:bg-woot-950/40"
    >
      <span className="font-medium text-woot-800 dark:text-woot-200">{t('contactsPage.bulk.selected', { count })}</span>
      <div className="w-48">
        <select
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          aria-label={t('contactsPage.bulk.labelPicker')}
          className={`${inputClass(false)} h-8 py-1 pe-8`}
        >
          <option value="">{t('contactsPage.bulk.chooseLabel')}</option>
          {labels.map((l) => (
            <option key={l.id} value={l.title}>
              {l.title}
            </option>
          ))}
        </select>
      </div>
      <Button
        size="sm"
        variant="secondary"
        disabled={!label}
        isLoading={bulkLabel.isPending}
        onClick={() =>
          bulkLabel.mutate(
            { contacts, labels: [label] },
            {
              onSuccess: () => {
                toast.show(t('contactsPage.bulk.labelled', { count, label }));
                setLabel('');
                onDone();
              },
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            },
          )
        }
      >
        {t('contactsPage.bulk.addLabel')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
        {t('contactsPage.bulk.delete')}
      </Button>
      <TypeToConfirmDialog
        open={confirming}
        title={t('contactsPage.bulk.deleteTitle', { count })}
        description={t('contactsPage.bulk.deleteBody', { word: t('contactsPage.bulk.confirmWord') })}
        confirmValue={t('contactsPage.bulk.confirmWord')}
        confirmLabel={t('contactsPage.bulk.deleteConfirm', { count })}
        isLoading={bulkRemove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          bulkRemove.mutate(
            contacts.map((c) => c.id),
            {
              onSuccess: () => {
                toast.show(t('contactsPage.bulk.deleted', { count }));
                setConfirming(false);
                onDone();
              },
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            },
          )
        }
      />
    </div>
  );
};
