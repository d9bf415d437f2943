import type { QueryClient } from '@tanstack/react-query';
import { TYPING_EXPIRY_MS } from '../../../common/realtime.ts';
import { onRealtime } from '../realtime/index.ts';
import { filtersOfKey, knownConversation, patchConversation, putConversation, putMessage } from './cachePatch.ts';
import { conversationKeys } from './conversationQueries.ts';
import type { TEventData } from '../../../common/events.ts';
import { tabCountsRefresher } from './tabCounts.ts';
import { addTypist, removeTypist, type TTypist } from './typingState.ts';
import { isPreviewMessage } from '../../../common/messagePreview.ts';

type TConversationEvent = TEventData<'conversation.updated'>;

const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Patches the workspace's caches from socket events (no blanket refetch): messages join the open
 * conversation (replacing the optimistic copy by echo_id) and move their conversation to the top;
 * conversations change place, join lists only where the spec lets them; typing clears after 30 s. Events
 * that move a conversation between tabs (created, assigned, status, updated) also recount the tabs.
 */
export const registerConversationRealtime = ({
  userId,
  queryClient,
  accountId,
}: {
  userId: number;
  queryClient: QueryClient;
  accountId: number;
}) => {
  const mine = (ctxAccount: number) => ctxAccount === accountId;
  const counts = tabCountsRefresher(queryClient, accountId);
  const put = (data: TConversationEvent, allowInsert: boolean, isNew = false) => {
    putConversation(queryClient, accountId, userId, data, allowInsert, isNew);
  };
  /** A change that may move the conversation between tabs: patch it, then recount. */
  const putAndCount = (data: TConversationEvent, allowInsert: boolean, isNew = false) => {
    put(data, allowInsert, isNew);
    counts.schedule();
  };
  const typing = (d: TEventData<'conversation.typing_on'>, on: boolean) => {
    const convId = d.conversation.id;
    const who = d.user;
    if (!who || (who.type === 'user' && who.id === userId)) return;
    const key = conversationKeys.typing(accountId, convId);
    const type = who.type ?? 'user';
    const timerKey = `${convId}:${who.id}:${type}`;
    clearTimeout(typingTimers.get(timerKey));
    typingTimers.delete(timerKey);
    if (on) {
      const entry: TTypist = {
        id: who.id,
        type,
        name: ('available_name' in who ? who.available_name : null) ?? who.name ?? '',
        isPrivate: d.is_private,
        at: Date.now(),
      };
      queryClient.setQueryData<TTypist[]>(key, (list) => addTypist(list ?? [], entry));
      typingTimers.set(
        timerKey,
        setTimeout(
          () => queryClient.setQueryData<TTypist[]>(key, (list) => removeTypist(list ?? [], who.id, type)),
          TYPING_EXPIRY_MS,
        ),
      );
    } else {
      queryClient.setQueryData<TTypist[]>(key, (list) => removeTypist(list ?? [], who.id, type));
    }
  };

  // Mentions and assignments add participants on the server without an event of their own.
  const refreshParticipants = (conversationId: number | undefined) => {
    if (conversationId)
      void queryClient.invalidateQueries({
        queryKey: conversationKeys.participants(accountId, conversationId),
        refetchType: 'active',
      });
  };
  const putAndRefresh = (data: TConversationEvent, ctxAccount: number) => {
    if (!mine(ctxAccount)) return;
    putAndCount(data, true);
    refreshParticipants(data.id);
  };

  const offs = [
    onRealtime('message.created', (data, ctx) => {
      if (!mine(ctx.accountId)) return;
      const { conversation, ...message } = data;
      const m = data;
      putMessage(queryClient, accountId, m.conversation_id, message);
      if (message.private && message.content?.includes('mention://')) refreshParticipants(m.conversation_id);
      // The sender stops typing once the message lands.
      if (message.sender?.id)
        queryClient.setQueryData<TTypist[]>(conversationKeys.typing(accountId, m.conversation_id), (list) =>
          list ? list.filter((x) => x.id !== message.sender?.id) : list,
        );
      const known = knownConversation(queryClient, accountId, m.conversation_id);
      if (!known) return;
      patchConversation(queryClient, accountId, userId, m.conversation_id, {
        last_activity_at: conversation.last_activity_at,
        unread_count: conversation.unread_count,
        messages: [message],
        ...(isPreviewMessage(message) && { last_non_activity_message: message }),
        ...(message.message_type === 0 && { can_reply: true }),
      });
    }),
    onRealtime('message.updated', (data, ctx) => {
      if (!mine(ctx.accountId)) return;
      const { conversation: _slice, ...message } = data;
      putMessage(queryClient, accountId, message.conversation_id, message);
    }),
    onRealtime('conversation.created', (data, ctx) => {
      if (mine(ctx.accountId)) putAndCount(data, true, true);
    }),
    onRealtime('conversation.updated', (data, ctx) => putAndRefresh(data, ctx.accountId)),
    onRealtime('conversation.sla_updated', (data, ctx) => {
      if (mine(ctx.accountId)) put(data, false);
    }),
    onRealtime('conversation.status_changed', (data, ctx) => {
      if (mine(ctx.accountId)) putAndCount(data, true);
    }),
    onRealtime('assignee.changed', (data, ctx) => putAndRefresh(data, ctx.accountId)),
    onRealtime('first.reply.created', (data, ctx) => {
      if (mine(ctx.accountId)) put(data, false);
    }),
    onRealtime('conversation.read', (data, ctx) => {
      if (mine(ctx.accountId)) put(data, false);
    }),
    // Sent to the mentioned agent only: the conversation joins their Mentions list, which only the server
    // can decide (refetched when shown); everywhere else it is patched in place.
    onRealtime('conversation.mentioned', (data, ctx) => {
      if (!mine(ctx.accountId)) return;
      put(data, false);
      refreshParticipants(data.id);
      void queryClient.invalidateQueries({
        queryKey: conversationKeys.lists(accountId),
        predicate: (q) => filtersOfKey(q.queryKey).view === 'mention',
        refetchType: 'active',
      });
    }),
    // A contact merge moved the conversation to another contact: the open conversation shows the new
    // contact (its panel follows meta.sender), whose previous conversations now include this one.
    onRealtime('conversation.contact_changed', (data, ctx) => {
      if (!mine(ctx.accountId)) return;
      put(data, false);
      const contactId = data.meta.sender?.id;
      if (contactId)
        void queryClient.invalidateQueries({ queryKey: conversationKeys.contactConversations(accountId, contactId) });
    }),
    onRealtime('conversation.typing_on', (data, ctx) => {
      if (mine(ctx.accountId)) typing(data, true);
    }),
    onRealtime('conversation.typing_off', (data, ctx) => {
      if (mine(ctx.accountId)) typing(data, false);
    }),
  ];
  return () => {
    counts.cancel();
    for (const off of offs) off();
  };
};
