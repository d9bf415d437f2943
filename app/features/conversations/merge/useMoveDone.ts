import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pathTo } from '../../navigation/index.ts';
import { conversationKeys } from '../conversationQueries.ts';

/**
 * After a merge, an unmerge or a split: the account's conversation queries (lists, both threads, the
 * contact's conversations) are read again, and the conversation the messages went to is opened.
 */
export const useMoveDone = (accountId: number) => {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async (openId: number) => {
    await qc.invalidateQueries({ queryKey: conversationKeys.all(accountId) });
    await navigate(pathTo(accountId, 'inbox_conversation', { conversation_id: openId }));
  };
};
