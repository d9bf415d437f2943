import { useQuery } from '@tanstack/react-query';
import { conversationKeys } from './conversationQueries.ts';
import { fetchConversationAttachments } from './conversationsApi.ts';

/** Every file of the conversation (GET …/attachments), newest first as the route answers. */
export const useConversationAttachments = (accountId: number, conversationId: number) =>
  useQuery({
    queryKey: conversationKeys.attachments(accountId, conversationId),
    queryFn: () => fetchConversationAttachments(accountId, conversationId),
  });
