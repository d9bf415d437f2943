import './toolsCatalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { relativeTime } from '../../../lib/timeFormat.ts';
import { useCurrentAccount } from '../../accounts/index.ts';
import { conversationKeys } from '../conversationQueries.ts';
import { fetchContactConversations } from '../conversationsApi.ts';
import type { TConversation } from '../conversationTypes.ts';
import { fetchConversation, mergeConversation } from './mergeApi.ts';
import { useMoveDone } from './useMoveDone.ts';

/**
 * Merge this conversation into another: one of the same contact's conversations (radio list), or — for
 * administrators — another contact's by its number, confirmed by a sentence naming both contacts.
 */
export const MergeDialog = ({ conversation: c, onClose }: { conversation: TConversation; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const done = useMoveDone(account.id);
  const contactId = c.meta.sender?.id ?? 0;
  const isAdmin = account.role === 'administrator';
  const candidates = useQuery({
    queryKey: conversationKeys.contactConversations(account.id, contactId),
    queryFn: () => fetchContactConversations(account.id, contactId),
    enabled: contactId > 0,
  });
  const [targetId, setTargetId] = useState<number | null>(null);
  const [other, setOther] = useState<TConversation | null>(null);
  const [number, setNumber] = useState('');
  const [findError, setFindError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const legendId = useId();
  const choices = (candidates.data ?? []).filter((x) => x.id !== c.id && x.merged_into_id === undefined);
  const otherContact = other && other.meta.sender?.id !== contactId ? other : null;

  const find = async () => {
    const id = Number(number);
    setFindError(undefined);
    setOther(null);
    try {
      const found = await fetchConversation(account.id, id);
      if (found.id === c.id || found.merged_into_id !== undefined) throw new Error('not a target');
      setOther(found);
      setTargetId(found.id);
    } catch {
      setFindError(t('conversationTools.merge.notFound', { id: number }));
    }
  };
  const submit = async () => {
    if (targetId === null) return;
    setBusy(true);
    try {
      await mergeConversation(account.id, c.id, targetId, otherContact !== null && otherContact.id === targetId);
      toast.show(t('conversationTools.merge.done', { id: targetId }), 'success');
      onClose();
      await done(targetId);
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  const name = (x: TConversation) => x.meta.sender?.name || t('conversations.unknownContact');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('conversationTools.merge.title', { id: c.id })}
      description={t('conversationTools.merge.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('conversations.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={targetId === null} isLoading={busy}>
            {t('conversationTools.merge.submit')}
          </Button>
        </>
      }
    >
      <fieldset aria-labelledby={legendId} className="space-y-1">
        <legend id={legendId} className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('conversationTools.merge.pick')}
        </legend>
        {choices.map((x) => (
          <label
            key={x.id}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <input
              type="radio"
              name="merge-target"
              checked={targetId === x.id}
              onChange={() => {
                setTargetId(x.id);
                setOther(null);
              }}
            />
            <span className="flex-1">
              {t('conversations.number', { id: x.id })} · {t(`conversations.status.${x.status}`)}
            </span>
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {relativeTime(x.last_activity_at, i18n.language)}
            </span>
          </label>
        ))}
        {candidates.isSuccess && choices.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('conversationTools.merge.none')}</p>
        ) : null}
      </fieldset>
      {isAdmin ? (
        <form
          className="mt-4 flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void find();
          }}
        >
          <TextField
            className="flex-1"
            inputMode="numeric"
            label={t('conversationTools.merge.otherContact')}
            value={number}
            onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
            error={findError}
          />
          <Button type="submit" variant="secondary" disabled={!number}>
            {t('conversationTools.merge.find')}
          </Button>
        </form>
      ) : null}
      {other && targetId === other.id ? (
        <p
          role="status"
          className={`mt-3 rounded-md px-3 py-2 text-sm ${otherContact ? 'bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-100' : 'bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200'}`}
        >
          {otherContact
            ? t('conversationTools.merge.confirmOther', {
                source: name(c),
                sourceId: c.id,
                target: name(otherContact),
                targetId: otherContact.id,
              })
            : `${t('conversations.number', { id: other.id })} · ${t(`conversations.status.${other.status}`)}`}
        </p>
      ) : null}
    </Dialog>
  );
};
