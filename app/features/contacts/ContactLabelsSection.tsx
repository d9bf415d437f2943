import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContact } from '../../../common/contracts/contacts.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { inputClass } from '../../components/fieldStyles.ts';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useLabels } from '../labels/index.ts';
import { contactKeys, setContactLabels } from './contactsApi.ts';

/** The labels picker: shows the contact's labels, adds one from the account's labels, removes any. */
export const ContactLabelsSection = ({ accountId, contact }: { accountId: number; contact: TContact }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const all = useLabels(accountId).data ?? [];
  const [pick, setPick] = useState('');
  const save = useMutation({
    mutationFn: (labels: string[]) => setContactLabels(accountId, contact.id, labels),
    onSuccess: (labels) => {
      queryClient.setQueryData<TContact>(contactKeys.detail(accountId, contact.id), (old) =>
        old ? { ...old, labels } : old,
      );
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists(accountId) });
    },
    onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
  });
  const colour = (title: string) => all.find((l) => l.title === title)?.color ?? '#94a3b8';
  const available = all.filter((l) => !contact.labels.includes(l.title));
  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-2" aria-label={t('contactsPage.labels.current')}>
        {contact.labels.length === 0 ? (
          <li className="text-sm text-slate-500 dark:text-slate-400">{t('contactsPage.labels.none')}</li>
        ) : null}
        {contact.labels.map((l) => (
          <li
            key={l}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white py-0.5 ps-2 pe-1 text-xs text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
          >
            <span className="size-2 rounded-full" style={{ backgroundColor: colour(l) }} aria-hidden="true" />
            {l}
            <button
              type="button"
              aria-label={t('contactsPage.labels.remove', { label: l })}
              onClick={() => save.mutate(contact.labels.filter((x) => x !== l))}
              className="-m-1 rounded-full p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-700"
            >
              <Icon name="close" className="size-3" />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <select
          value={pick}
          onChange={(e) => setPick(e.target.value)}
          aria-label={t('contactsPage.labels.picker')}
          className={`${inputClass(false)} h-9 py-1.5`}
        >
          <option value="">{t('contactsPage.labels.choose')}</option>
          {available.map((l) => (
            <option key={l.id} value={l.title}>
              {l.title}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          disabled={!pick}
          isLoading={save.isPending}
          onClick={() => {
            save.mutate([...contact.labels, pick]);
            setPick('');
          }}
        >
          {t('contactsPage.labels.add')}
        </Button>
      </div>
    </div>
  );
};
