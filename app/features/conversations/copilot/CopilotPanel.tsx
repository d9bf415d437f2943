import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCopilotMessage, TCopilotThread } from '../../../../common/contracts/captainCopilot.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { askCopilot, copilotKeys, createThread, listMessages, listThreads } from './copilotApi.ts';
import { CopilotMessage } from './CopilotMessage.tsx';
import { useCopilotStream } from './useCopilotStream.ts';

/** How often an awaited answer is read again besides its realtime event. */
const ANSWER_RECHECK_MS = 2_000;

const PROMPTS = ['summarise', 'reply', 'history'] as const;

const iconButton =
  'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800';

/**
 * Captain's copilot beside the conversation (a lazy chunk, with the later words): the agent's thread about this
 * conversation (the newest, or a new one with the first question), its messages with the answer streaming in,
 * suggested questions, an input (Enter sends, Shift+Enter a new line), and the agent's older threads to switch to.
 */
export const CopilotPanel = ({
  accountId,
  conversationId,
  onClose,
  isDrawer = false,
}: {
  accountId: number;
  /** The open conversation's display id. */
  conversationId: number;
  onClose: () => void;
  isDrawer?: boolean;
}) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const streams = useCopilotStream(accountId);
  const ofConversation = useQuery({
    queryKey: copilotKeys.threads(accountId, conversationId),
    queryFn: () => listThreads(accountId, conversationId),
  });
  /** The thread shown: one picked, 'new' (an empty one), or none yet (the conversation's newest). */
  const [picked, setPicked] = useState<number | 'new' | null>(null);
  const [showList, setShowList] = useState(false);
  const threadId = picked === 'new' ? null : (picked ?? ofConversation.data?.payload[0]?.id ?? null);
  const messages = useQuery({
    queryKey: copilotKeys.messages(accountId, threadId ?? 0),
    queryFn: () => listMessages(accountId, threadId ?? 0),
    enabled: threadId !== null,
    // While an answer is awaited, read the thread again now and then: an answer kept between this list's read
    // and its event's arrival is never left out.
    refetchInterval: (q) => {
      const newest = q.state.data?.payload.at(-1);
      return newest && newest.message_type !== 'assistant' ? ANSWER_RECHECK_MS : false;
    },
  });
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);

  const ask = useMutation({
    mutationFn: async (question: string): Promise<TCopilotThread | TCopilotMessage> =>
      threadId === null ? createThread(accountId, question, conversationId) : askCopilot(accountId, threadId, question),
    onSuccess: (made) => {
      setDraft('');
      if ('title' in made) setPicked(made.id);
      void qc.invalidateQueries({ queryKey: copilotKeys.all(accountId) });
    },
  });
  const send = (question: string) => {
    if (question.trim() && !ask.isPending) ask.mutate(question.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send(draft);
  };

  const list = threadId === null ? [] : (messages.data?.payload ?? []);
  const last = list.at(-1);
  const streaming = threadId === null ? '' : (streams[threadId] ?? '');
  const answering = last !== undefined && last.message_type !== 'assistant';
  // A block body: Chromium's scrollIntoView returns a promise, which React would take for a clean-up.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [list.length, streaming]);

  return (
    <aside
      aria-labelledby="copilot-title"
      // Escape closes the panel beside the messages (the drawer's dialog closes itself).
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || isDrawer || e.defaultPrevented) return;
        e.preventDefault();
        onClose();
      }}
      className={`${isDrawer ? 'min-h-0 flex-1' : 'w-80 shrink-0 border-s'} flex flex-col border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900`}
    >
      <header className="flex items-center gap-1 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <Icon name="sparkles" className="size-4 text-woot-600 dark:text-woot-300" />
        <h2 id="copilot-title" className="me-auto text-sm font-semibold text-slate-900 dark:text-white">
          {t('captainCopilot.title')}
        </h2>
        <button
          type="button"
          className={iconButton}
          aria-pressed={showList}
          aria-label={t('captainCopilot.threads')}
          title={t('captainCopilot.threads')}
          onClick={() => setShowList((v) => !v)}
        >
          <Icon name="chatMultiple" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t('captainCopilot.newThread')}
          title={t('captainCopilot.newThread')}
          onClick={() => {
            setPicked('new');
            setShowList(false);
            input.current?.focus();
          }}
        >
          <Icon name="plus" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t('captainCopilot.close')}
          title={t('captainCopilot.close')}
          onClick={onClose}
        >
          <Icon name="close" className="size-4" />
        </button>
      </header>
      {showList ? (
        <ThreadList
          accountId={accountId}
          current={threadId}
          onPick={(id) => {
            setPicked(id);
            setShowList(false);
          }}
        />
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
          {ofConversation.isPending || (threadId !== null && messages.isPending) ? (
            <Spinner label={t('captainCopilot.loading')} />
          ) : ofConversation.isError || messages.isError ? (
            <Alert>{apiErrorMessage(ofConversation.error ?? messages.error, t)}</Alert>
          ) : list.length === 0 ? (
            <div className="space-y-3">
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('captainCopilot.empty')}</p>
              <ul aria-label={t('captainCopilot.suggestions')} className="space-y-1.5">
                {PROMPTS.map((p) => (
                  <li key={p}>
                    <button
                      type="button"
                      disabled={ask.isPending}
                      onClick={() => send(t(`captainCopilot.prompts.${p}`))}
                      className="w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
                    >
                      {t(`captainCopilot.prompts.${p}`)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <div role="log" aria-busy={answering} aria-label={t('captainCopilot.messages')}>
              <ol className="flex flex-col gap-2">
                {list.map((m) => (
                  <CopilotMessage key={m.id} message={m} conversationId={conversationId} />
                ))}
                {answering ? (
                  <li className="me-4 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-200">
                    {streaming ? (
                      <p dir="auto" className="whitespace-pre-wrap">
                        {streaming}
                      </p>
                    ) : (
                      <span className="text-xs text-slate-500 dark:text-slate-400">
                        {t('captainCopilot.answering')}
                      </span>
                    )}
                  </li>
                ) : null}
              </ol>
            </div>
          )}
          <div ref={end} />
        </div>
      )}
      <form
        className="border-t border-slate-200 p-3 dark:border-slate-800"
        onSubmit={(e) => {
          e.preventDefault();
          send(draft);
        }}
      >
        {ask.isError ? <Alert>{apiErrorMessage(ask.error, t)}</Alert> : null}
        <label htmlFor="copilot-input" className="sr-only">
          {t('captainCopilot.inputLabel')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id="copilot-input"
            ref={input}
            rows={2}
            dir="auto"
            value={draft}
            maxLength={4000}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('captainCopilot.placeholder')}
            className="min-h-[2.5rem] flex-1 resize-none rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400"
          />
          <button
            type="submit"
            disabled={!draft.trim() || ask.isPending}
            aria-label={t('captainCopilot.send')}
            title={t('captainCopilot.send')}
            className="rounded-lg bg-woot-600 p-2 text-white hover:bg-woot-700 focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50 dark:bg-woot-500"
          >
            <Icon name="send" className="size-4 rtl:-scale-x-100" />
          </button>
        </div>
      </form>
    </aside>
  );
};

/** The agent's threads, newest first; the one shown is marked. */
const ThreadList = ({
  accountId,
  current,
  onPick,
}: {
  accountId: number;
  current: number | null;
  onPick: (id: number) => void;
}) => {
  const { t, i18n } = useTranslation();
  const threads = useQuery({
    queryKey: copilotKeys.threads(accountId, null),
    queryFn: () => listThreads(accountId, null),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (threads.isPending) return <Spinner label={t('captainCopilot.loading')} />;
  if (threads.isError) return <Alert>{apiErrorMessage(threads.error, t)}</Alert>;
  const rows = threads.data.payload;
  return (
    <nav aria-label={t('captainCopilot.threads')} className="min-h-0 flex-1 overflow-y-auto p-2">
      {rows.length === 0 ? (
        <p className="p-2 text-sm text-slate-600 dark:text-slate-300">{t('captainCopilot.noThreads')}</p>
      ) : (
        <ul className="space-y-1">
          {rows.map((th) => (
            <li key={th.id}>
              <button
                type="button"
                aria-current={th.id === current || undefined}
                onClick={() => onPick(th.id)}
                className="w-full rounded-md px-2 py-1.5 text-start hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none aria-[current]:bg-woot-50 dark:hover:bg-slate-800 dark:aria-[current]:bg-woot-900/50"
              >
                <span dir="auto" className="block truncate text-sm text-slate-800 dark:text-slate-100">
                  {th.title}
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {th.conversation_id === null
                    ? when.format(th.updated_at * 1000)
                    : t('captainCopilot.threadMeta', {
                        id: th.conversation_id,
                        when: when.format(th.updated_at * 1000),
                      })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
};
