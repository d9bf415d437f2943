import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { isApiError } from '../../../lib/api.ts';
import type { TFunction } from 'i18next';
import type { TConversation } from '../conversationTypes.ts';
import { useConversationActions } from '../useConversationActions.ts';
import { actionKey, CAPTAIN_ACTIONS, type TCaptainAction } from '../../../../common/captainActions.ts';
import { conversationTask, rewriteDraft, suggestLabels } from './captainApi.ts';

/** Captain's own failures in the agent's words (the model is down, the month's quota is spent), else the app's. */
const captainErrorMessage = (err: unknown, t: TFunction) =>
  isApiError(err) && (err.code === 'model_unavailable' || err.code === 'quota_exceeded')
    ? t(`captainAssist.errors.${err.code}`)
    : apiErrorMessage(err, t);

type TResult = { kind: 'text'; text: string } | { kind: 'labels'; labels: string[] };

/**
 * Captain in the reply box (a lazy chunk, with the later words): pick an action, see its result, then Replace
 * the draft, Insert it below the draft, or Cancel; suggested labels apply with one click each. Nothing changes
 * before the agent chooses.
 */
export const CaptainAssistDialog = ({
  accountId,
  conversation: c,
  draft,
  initial,
  onReplace,
  onInsert,
  onClose,
}: {
  accountId: number;
  conversation: TConversation;
  draft: string;
  initial: TCaptainAction | null;
  onReplace: (text: string) => void;
  onInsert: (text: string) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const actions = useConversationActions(c.id);
  const [applied, setApplied] = useState<string[]>([]);
  const run = useMutation({
    mutationFn: async (a: TCaptainAction): Promise<TResult> => {
      if (a.task === 'rewrite')
        return { kind: 'text', text: (await rewriteDraft(accountId, c.id, draft, a.operation)).message };
      if (a.task === 'label_suggestion')
        return { kind: 'labels', labels: (await suggestLabels(accountId, c.id)).labels };
      return { kind: 'text', text: (await conversationTask(accountId, c.id, a.task)).message };
    },
  });
  const [picked, setPicked] = useState<TCaptainAction | null>(null);
  const pick = (a: TCaptainAction) => {
    setPicked(a);
    run.mutate(a);
  };
  const hasDraft = draft.trim() !== '';
  // Opened for one action (the command palette): run it once (a rewrite needs a draft).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !initial || (initial.task === 'rewrite' && !hasDraft)) return;
    started.current = true;
    pick(initial);
  });
  const applyLabel = async (label: string) => {
    if (await actions.setLabels([...new Set([...c.labels, ...applied, label])])) setApplied((l) => [...l, label]);
  };

  const body = () => {
    if (!picked)
      return (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('captainAssist.actionsLabel')}>
          {CAPTAIN_ACTIONS.map((a) => (
            <li key={actionKey(a)}>
              <Button
                variant="secondary"
                className="w-full justify-start"
                disabled={a.task === 'rewrite' && !hasDraft}
                onClick={() => pick(a)}
              >
                {t(`captainAssist.actions.${actionKey(a)}`)}
              </Button>
            </li>
          ))}
        </ul>
      );
    if (run.isPending) return <Spinner label={t('captainAssist.working')} />;
    if (run.isError) return <Alert>{captainErrorMessage(run.error, t)}</Alert>;
    const result = run.data;
    if (!result) return null;
    if (result.kind === 'labels')
      return result.labels.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('captainAssist.noLabels')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('captainAssist.suggestedLabels')}>
          {result.labels.map((label) => {
            const done = c.labels.includes(label) || applied.includes(label);
            return (
              <li key={label}>
                <Button
                  size="sm"
                  variant={done ? 'ghost' : 'secondary'}
                  disabled={done}
                  onClick={() => void applyLabel(label)}
                >
                  {done ? t('captainAssist.labelApplied', { label }) : t('captainAssist.applyLabel', { label })}
                </Button>
              </li>
            );
          })}
        </ul>
      );
    return (
      <section
        aria-label={t('captainAssist.result')}
        className="max-h-72 overflow-y-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
      >
        {result.text}
      </section>
    );
  };

  const text = run.data?.kind === 'text' ? run.data.text : null;
  return (
    <Modal show onClose={onClose} labelledBy="captain-assist-title" size="max-w-xl">
      <div className="space-y-4 p-6">
        <h2 id="captain-assist-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {picked ? t(`captainAssist.actions.${actionKey(picked)}`) : t('captainAssist.title')}
        </h2>
        {!picked && !hasDraft ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('captainAssist.noDraft')}</p>
        ) : null}
        {body()}
        <div className="flex flex-wrap justify-end gap-2">
          {picked && !run.isPending ? (
            <Button variant="ghost" className="me-auto" onClick={() => setPicked(null)}>
              {t('captainAssist.back')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            {t('captainAssist.cancel')}
          </Button>
          {text ? (
            <>
              <Button variant="secondary" onClick={() => onInsert(text)}>
                {t('captainAssist.insert')}
              </Button>
              <Button onClick={() => onReplace(text)}>{t('captainAssist.replace')}</Button>
            </>
          ) : null}
        </div>
      </div>
    </Modal>
  );
};
