import './toolsCatalogue.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../../accounts/index.ts';
import { conversationKeys } from '../conversationQueries.ts';
import type { TMessage, TMessageWindow } from '../conversationTypes.ts';
import { MessageByline } from './MessageByline.tsx';
import { splitConversation } from './mergeApi.ts';
import { useMoveDone } from './useMoveDone.ts';

/** The messages a split may move: sent ones (an id on the server), not activity lines. */
const isMovable = (m: TMessage) => m.id > 0 && m.message_type !== 2 && m.status !== 'progress' && m.status !== 'queued';

/**
 * Split at a message: the thread's loaded messages as checkboxes, those from `at` on checked. Left as
 * checked, the split moves `at` and every later one (also one that arrives meanwhile); otherwise exactly the
 * checked ones, the earliest as `message_id` (`message_ids`, docs/API.md "Merge and split").
 */
export const SplitDialog = ({ at, onClose }: { at: TMessage; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const { account } = useCurrentAccount();
  const done = useMoveDone(account.id);
  const legendId = useId();
  const errorId = useId();
  // Read once when the dialog opens: the list stays put while the user chooses.
  const [thread] = useState(() => {
    const w = qc.getQueryData<TMessageWindow>(conversationKeys.messages(account.id, at.conversation_id));
    const list = (w?.messages ?? []).filter(isMovable);
    return { list: list.some((m) => m.id === at.id) ? list : [at], hasOlder: w?.hasOlder ?? true };
  });
  // As the server orders them: by time, then id.
  const isFromAt = (m: TMessage) => m.created_at > at.created_at || (m.created_at === at.created_at && m.id >= at.id);
  const fromAt = thread.list.filter(isFromAt).map((m) => m.id);
  const [checked, setChecked] = useState(() => new Set(fromAt));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const toggle = (id: number, on: boolean) => {
    setError(undefined);
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const submit = async () => {
    const chosen = thread.list.filter((m) => checked.has(m.id));
    const first = chosen[0];
    if (!first) return setError(t('conversationTools.split.noneChosen'));
    if (!thread.hasOlder && chosen.length === thread.list.length)
      return setError(t('conversationTools.split.allChosen'));
    const asOffered = chosen.length === fromAt.length && chosen.every(isFromAt);
    setBusy(true);
    try {
      const ids = asOffered ? undefined : chosen.map((m) => m.id);
      const created = await splitConversation(account.id, at.conversation_id, first.id, ids);
      toast.show(t('conversationTools.split.done', { id: created.id }), 'success');
      onClose();
      await done(created.id);
    } catch (err) {
      setError(apiErrorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('conversationTools.split.title')}
      description={t('conversationTools.split.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('conversations.cancel')}
          </Button>
          <Button onClick={() => void submit()} isLoading={busy}>
            {t('conversationTools.split.submit')}
          </Button>
        </>
      }
    >
      <fieldset aria-labelledby={legendId} aria-describedby={error ? errorId : undefined}>
        <legend id={legendId} className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('conversationTools.split.pick')}
        </legend>
        <ol className="max-h-80 space-y-0.5 overflow-y-auto rounded-md border border-slate-200 p-1 dark:border-slate-700">
          {thread.list.map((m) => (
            <li key={m.id}>
              <label className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={checked.has(m.id)}
                  onChange={(e) => toggle(m.id, e.target.checked)}
                />
                <span className="min-w-0 flex-1">
                  <MessageByline message={m} className="text-xs" />
                  <span dir="auto" className="line-clamp-2 break-words text-slate-800 dark:text-slate-100">
                    {m.content || t('conversationTools.split.attachmentOnly')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ol>
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
};
