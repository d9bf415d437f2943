import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { inputClass } from '../../components/fieldStyles.ts';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { contactKeys, createNote, deleteNote, listNotes } from './contactsApi.ts';

/** Notes on the contact: newest first, add one, delete one's own (administrators any). */
export const ContactNotesSection = ({ accountId, contactId }: { accountId: number; contactId: number }) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = contactKeys.notes(accountId, contactId);
  const notes = useQuery({ queryKey: key, queryFn: () => listNotes(accountId, contactId) });
  const [draft, setDraft] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const add = useMutation({
    mutationFn: () => createNote(accountId, contactId, draft.trim()),
    onSuccess: () => {
      setDraft('');
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteNote(accountId, contactId, id),
    onSuccess: refresh,
    onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="space-y-3">
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.trim()) add.mutate();
        }}
      >
        <label htmlFor="contact-note" className="sr-only">
          {t('contactsPage.notes.label')}
        </label>
        <textarea
          dir="auto"
          id="contact-note"
          rows={3}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('contactsPage.notes.placeholder')}
          className={inputClass(false)}
        />
        {add.error ? <Alert>{apiErrorMessage(add.error, t)}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={!draft.trim()} isLoading={add.isPending}>
            {t('contactsPage.notes.add')}
          </Button>
        </div>
      </form>
      {notes.data?.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('contactsPage.notes.none')}</p>
      ) : null}
      <ul className="space-y-2">
        {notes.data?.map((n) => (
          <li key={n.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
            <div className="flex items-start justify-between gap-2">
              <div className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                <Avatar name={n.user?.name ?? '?'} src={n.user?.thumbnail || null} size="sm" />
                <span className="font-medium text-slate-700 dark:text-slate-200">
                  {n.user?.name ?? t('contactsPage.notes.unknownAuthor')}
                </span>
                <time dateTime={new Date(n.created_at * 1000).toISOString()}>{when.format(n.created_at * 1000)}</time>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('contactsPage.notes.delete')}
                onClick={() => remove.mutate(n.id)}
                icon={<Icon name="trash" className="size-4" />}
              />
            </div>
            <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-100">{n.content}</p>
          </li>
        ))}
      </ul>
    </div>
  );
};
