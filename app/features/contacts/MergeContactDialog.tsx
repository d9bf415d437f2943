import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TContact } from '../../../common/contracts/contacts.ts';
import { Alert } from '../../components/Alert.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { nextActiveOption } from '../../components/listbox.ts';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { contactKeys, listContacts, mergeContacts } from './contactsApi.ts';

/**
 * Merge this contact into another: search the contact to keep; this one's conversations, notes, labels
 * and attributes move there and this one is deleted.
 */
export const MergeContactDialog = ({
  accountId,
  contact,
  onClose,
}: {
  accountId: number;
  contact: TContact;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [target, setTarget] = useState<TContact | null>(null);
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const results = useQuery({
    queryKey: [...contactKeys.lists(accountId), 'merge', q],
    queryFn: () => listContacts(accountId, { source: { kind: 'search', q }, page: 1, sort: 'name' }),
    enabled: q.length > 0,
  });
  const merge = useMutation({
    mutationFn: (base: TContact) => mergeContacts(accountId, base.id, contact.id),
    onSuccess: async (base) => {
      queryClient.removeQueries({ queryKey: contactKeys.detail(accountId, contact.id) });
      await queryClient.invalidateQueries({ queryKey: contactKeys.all(accountId) });
      toast.show(t('contactsPage.merge.done', { name: base.name || base.email }));
      onClose();
      void navigate(`/accounts/${accountId}/contacts/${base.id}`);
    },
  });
  const candidates = (results.data?.payload ?? []).filter((c) => c.id !== contact.id);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('contactsPage.merge.title')}
      description={t('contactsPage.merge.description', { name: contact.name || contact.email })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={!target}
            isLoading={merge.isPending}
            onClick={() => target && merge.mutate(target)}
          >
            {t('contactsPage.merge.submit')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <TextField
          label={t('contactsPage.merge.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setTarget(null);
          }}
          placeholder={t('contactsPage.searchPlaceholder')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={candidates.length > 0}
          aria-controls={listId}
          aria-activedescendant={target ? `${listId}-${target.id}` : undefined}
          onKeyDown={(e) => {
            // The combobox model (components/listbox.ts): the arrows pick a result, focus stays in the field.
            const next = nextActiveOption(
              e.key,
              target ? candidates.findIndex((c) => c.id === target.id) : -1,
              candidates.length,
            );
            if (next === null) return;
            e.preventDefault();
            setTarget(candidates[next] ?? null);
            if (candidates[next])
              document.getElementById(`${listId}-${candidates[next].id}`)?.scrollIntoView({ block: 'nearest' });
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('contactsPage.merge.results')}
          className="max-h-64 space-y-1 overflow-y-auto"
        >
          {candidates.map((c) => (
            <li
              key={c.id}
              id={`${listId}-${c.id}`}
              role="option"
              aria-selected={target?.id === c.id}
              onClick={() => setTarget(c)}
              className={`flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm ${
                target?.id === c.id
                  ? 'bg-woot-50 ring-1 ring-woot-300 dark:bg-woot-950/50 dark:ring-woot-800'
                  : 'hover:bg-slate-50 dark:hover:bg-slate-800'
              }`}
            >
              <Avatar name={c.name || c.email || '?'} src={c.thumbnail || null} size="sm" />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900 dark:text-white">
                  {c.name || t('contactsPage.unnamed')}
                </span>
                <span className="block truncate text-xs text-slate-500">{c.email ?? c.phone_number ?? ''}</span>
              </span>
            </li>
          ))}
          {q && results.data && candidates.length === 0 ? (
            <li className="px-2.5 py-2 text-sm text-slate-500">{t('contactsPage.merge.noResults')}</li>
          ) : null}
        </ul>
        {target ? (
          <Alert tone="info">
            {t('contactsPage.merge.summary', { from: contact.name || contact.email, to: target.name || target.email })}
          </Alert>
        ) : null}
        {merge.error ? <Alert>{apiErrorMessage(merge.error, t)}</Alert> : null}
      </div>
    </Dialog>
  );
};
