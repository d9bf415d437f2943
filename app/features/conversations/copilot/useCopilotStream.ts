import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TCopilotMessageList } from '../../../../common/contracts/captainCopilot.ts';
import { onRealtime } from '../../realtime/index.ts';
import { copilotKeys } from './copilotApi.ts';

/**
 * The agent's copilot events (only theirs reach this socket): each kept message joins its thread's cached list,
 * and the answer being written is gathered per thread from its pieces until the answer itself arrives.
 */
export const useCopilotStream = (accountId: number) => {
  const qc = useQueryClient();
  const [streams, setStreams] = useState<Record<number, string>>({});
  useEffect(() => {
    const offDelta = onRealtime('copilot.message.delta', (data) => {
      if (data.account_id !== accountId) return;
      setStreams((s) => ({ ...s, [data.thread_id]: (s[data.thread_id] ?? '') + data.delta }));
    });
    const offCreated = onRealtime('copilot.message.created', (data) => {
      if (data.account_id !== accountId) return;
      const { account_id: _, ...message } = data;
      const key = copilotKeys.messages(accountId, message.thread_id);
      qc.setQueryData<TCopilotMessageList>(key, (list) =>
        list && !list.payload.some((m) => m.id === message.id) ? { payload: [...list.payload, message] } : list,
      );
      // A tool step or the answer ends the text streamed so far (a tool round's words, or the answer's own).
      if (message.message_type !== 'user')
        setStreams((s) => {
          const { [message.thread_id]: _gone, ...rest } = s;
          return rest;
        });
      if (message.message_type === 'assistant') void qc.invalidateQueries({ queryKey: copilotKeys.all(accountId) });
    });
    return () => {
      offDelta();
      offCreated();
    };
  }, [accountId, qc]);
  return streams;
};
