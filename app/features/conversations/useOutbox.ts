import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { onSocketConnected } from '../realtime/index.ts';
import { patchConversation, putMessage } from './cachePatch.ts';
import { sendMessage } from './conversationsApi.ts';
import { flushItems } from './outbox.ts';
import {
  loadOutbox,
  outboxEntry,
  outboxSnapshot,
  removeFromOutbox,
  subscribeOutbox,
  updateOutbox,
} from './outboxStore.ts';
import { isPreviewMessage } from '../../../common/messagePreview.ts';

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/** The account's flusher while its layout is mounted; new queued items ask it to run. */
let flusher: (() => void) | null = null;

/** Asks the outbox to send what waits (no-op before the account's layout has mounted). */
export const requestOutboxFlush = () => flusher?.();

/** The outbox entries, re-rendering when they change. */
export const useOutboxEntries = () => useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);

/**
 * Sends the agent's queued messages: at start (what a previous page session left), when the browser
 * comes back `online`, when the realtime socket reconnects, and — while the browser says it is online
 * but the server cannot be reached — again after 5 s, doubling up to a minute. One run at a time.
 */
export const useOutboxFlush = () => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { account, user } = useCurrentAccount();
  useEffect(() => {
    let stopped = false;
    let running = false;
    let again = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    const run = async () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      clearTimeout(timer);
      running = true;
      const mine = outboxSnapshot().filter((e) => e.accountId === account.id && e.userId === user.id);
      const result = await flushItems(mine, {
        current: outboxEntry,
        send: (item) =>
          sendMessage(item.accountId, item.conversationId, {
            content: item.content,
            private: item.private,
            echo_id: item.echoId,
            files: [],
            ...item.extras,
          }),
        sending: (item, on) => updateOutbox(item.echoId, { sending: on }),
        sent: async (item, saved) => {
          putMessage(qc, item.accountId, item.conversationId, { ...saved, echo_id: item.echoId });
          patchConversation(qc, item.accountId, user.id, item.conversationId, {
            last_activity_at: saved.created_at,
            ...(isPreviewMessage(saved) && { last_non_activity_message: saved }),
            messages: [saved],
          });
          await removeFromOutbox(item.accountId, item.echoId);
        },
        refused: (item, reason) => updateOutbox(item.echoId, { error: apiErrorMessage(reason, t) }),
      });
      running = false;
      if (result === 'done') delay = FIRST_RETRY_MS;
      if (again) {
        again = false;
        void run();
      } else if (result === 'offline' && navigator.onLine && !stopped) {
        timer = setTimeout(() => void run(), delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      }
    };
    const now = () => {
      delay = FIRST_RETRY_MS;
      void run();
    };
    flusher = now;
    void loadOutbox(account.id, user.id).then(() => {
      if (navigator.onLine) now();
    });
    window.addEventListener('online', now);
    const offSocket = onSocketConnected(now);
    return () => {
      stopped = true;
      clearTimeout(timer);
      if (flusher === now) flusher = null;
      window.removeEventListener('online', now);
      offSocket();
    };
  }, [account.id, user.id, qc, t]);
};

/** Cancel: the queued message is dropped before it went out (not while it is being sent). */
export const cancelQueued = async (accountId: number, echoId: string) => {
  if (outboxEntry(echoId)?.sending) return;
  await removeFromOutbox(accountId, echoId);
};

/** Retry after a refusal: back in line, sent on the next run. */
export const retryQueued = async (echoId: string) => {
  await updateOutbox(echoId, { error: undefined });
  requestOutboxFlush();
};
