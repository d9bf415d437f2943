import { useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useConfirmation } from '../../components/useConfirmation.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { putMessage } from './cachePatch.ts';
import { deleteMessage, retryMessage } from './conversationsApi.ts';
import type { TConversation, TMessage } from './conversationTypes.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { estimateMessageHeight } from './messageSize.ts';
import { useMessageWindow } from './useConversation.ts';
import { useMessageJump } from './useMessageJump.ts';
import { extrasOf, filesOf, useSendMessage, userAsSender } from './useSendMessage.ts';
import { withQueued } from './outbox.ts';
import { outboxEntry } from './outboxStore.ts';
import { cancelQueued, retryQueued, useOutboxEntries } from './useOutbox.ts';
import { useCurrentAccount } from '../accounts/index.ts';

// A row re-renders only when its message object changes: scrolling and older pages leave the rest alone.
const Bubble = memo(MessageBubble);

const NO_MESSAGES: TMessage[] = [];
const NEAR_TOP_PX = 240;
const NEAR_BOTTOM_PX = 160;

/**
 * The messages, virtualised so thousands stay smooth: opens at the newest, loads older pages by
 * `before` when scrolled near the top (keeping the reader's place), follows new messages when at the bottom.
 */
export const MessageList = ({ accountId, conversation }: { accountId: number; conversation: TConversation }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const { confirm, dialogProps } = useConfirmation();
  const send = useSendMessage(conversation.id);
  const w = useMessageWindow(accountId, conversation.id);
  const { user } = useCurrentAccount();
  const queued = useOutboxEntries();
  const me = useMemo(() => userAsSender(user), [user]);
  const sent = w.data?.messages ?? NO_MESSAGES;
  // Messages waiting in the offline outbox show after the sent ones, in the order typed.
  const messages = useMemo(() => withQueued(sent, queued, conversation.id, me), [sent, queued, conversation.id, me]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // Both change only with the messages: a new function on every render would make the virtualiser
  // recompute all 10,000 offsets on every scroll frame.
  const getItemKey = useCallback((i: number) => messages[i]?.echo_id ?? messages[i]?.id ?? i, [messages]);
  const estimateSize = useCallback(
    (i: number) => estimateMessageHeight(messages[i], scrollRef.current?.clientWidth ?? 800),
    [messages],
  );
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 8,
    getItemKey,
  });

  useMessageJump(conversation.id, messages, virtualizer, scrollRef);

  // Open at the newest message.
  useLayoutEffect(() => {
    if (!ready && messages.length > 0) {
      virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
      setReady(true);
    }
  }, [messages.length, ready, virtualizer]);

  // Older page prepended: keep the same message under the reader's eyes.
  const anchor = useRef<{ firstKey: number | undefined; height: number; top: number } | null>(null);
  const firstId = messages[0]?.id;
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const a = anchor.current;
    if (!el || !a || a.firstKey === firstId) return;
    el.scrollTop = a.top + (virtualizer.getTotalSize() - a.height);
    anchor.current = null;
  }, [firstId, virtualizer]);

  // A new last message: follow it when the reader is at the bottom or it is their own.
  const lastKey = messages[messages.length - 1]?.echo_id ?? messages[messages.length - 1]?.id;
  const wasNearBottom = useRef(true);
  useEffect(() => {
    if (!ready || messages.length === 0) return;
    const last = messages[messages.length - 1];
    if (wasNearBottom.current || last?.status === 'progress' || last?.status === 'queued')
      virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
  }, [lastKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    wasNearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (ready && el.scrollTop < NEAR_TOP_PX && w.data?.hasOlder && !w.loadingOlder) {
      anchor.current = { firstKey: firstId, height: virtualizer.getTotalSize(), top: el.scrollTop };
      void w.loadOlder();
    }
  };

  const retry = async (m: TMessage) => {
    if (m.echo_id && outboxEntry(m.echo_id)) {
      await retryQueued(m.echo_id);
      return;
    }
    if (m.id > 0 && m.content_attributes?.external_error) {
      try {
        putMessage(qc, accountId, conversation.id, { ...m, status: 'progress' });
        putMessage(qc, accountId, conversation.id, await retryMessage(accountId, conversation.id, m.id));
      } catch (err) {
        putMessage(qc, accountId, conversation.id, { ...m, status: 'failed' });
        toast.show(apiErrorMessage(err, t), 'error');
      }
      return;
    }
    if (m.echo_id)
      await send({
        content: m.content ?? '',
        private: m.private,
        files: filesOf(m.echo_id),
        echoId: m.echo_id,
        extras: extrasOf(m.echo_id),
      });
  };
  const remove = async (m: TMessage) => {
    if (
      !(await confirm({
        title: t('conversations.message.deleteTitle'),
        description: t('conversations.message.deleteBody'),
        danger: true,
      }))
    )
      return;
    try {
      putMessage(qc, accountId, conversation.id, await deleteMessage(accountId, conversation.id, m.id));
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    }
  };

  // Stable handlers for the memoised rows, always calling the latest retry/remove.
  const handlers = useRef({ retry, remove });
  useEffect(() => {
    handlers.current = { retry, remove };
  });
  const onRetry = useCallback((x: TMessage) => void handlers.current.retry(x), []);
  const onDelete = useCallback((x: TMessage) => void handlers.current.remove(x), []);
  const onCancel = useCallback((x: TMessage) => void (x.echo_id && cancelQueued(accountId, x.echo_id)), [accountId]);

  if (w.isPending)
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={t('conversations.loadingMessages')} />
      </div>
    );
  return (
    <div
      ref={scrollRef}
      onScroll={onScroll}
      role="log"
      aria-label={t('conversations.messagesLabel')}
      aria-busy={w.loadingOlder}
      className="relative min-h-0 flex-1 overflow-y-auto bg-slate-50/60 [overflow-anchor:none] py-2 dark:bg-slate-950/40"
    >
      {w.loadingOlder ? (
        <div className="absolute inset-x-0 top-2 z-10 flex justify-center">
          <Spinner label={t('conversations.loadingOlder')} />
        </div>
      ) : null}
      {!w.data?.hasOlder && messages.length > 0 ? (
        <p className="py-2 text-center text-xs text-slate-400">{t('conversations.startOfConversation')}</p>
      ) : null}
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const m = messages[row.index];
          if (!m) return null;
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                insetInlineStart: 0,
                width: '100%',
                transform: `translateY(${row.start}px)`,
              }}
            >
              <Bubble message={m} onRetry={onRetry} onDelete={onDelete} onCancel={onCancel} />
            </div>
          );
        })}
      </div>
      <ConfirmDialog {...dialogProps} />
    </div>
  );
};
