import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/index.ts';
import { patchConversation, putMessage } from './cachePatch.ts';
import { conversationKeys } from './conversationQueries.ts';
import { sendMessage, type TSendExtras } from './conversationsApi.ts';
import type { TMessage, TMessageWindow } from './conversationTypes.ts';
import { markFailed, removeMessage, tempMessageId } from './messageCache.ts';
import { isNetworkFailure } from './outbox.ts';
import { addToOutbox, hasWaiting, type TOutboxItem } from './outboxStore.ts';
import { requestOutboxFlush } from './useOutbox.ts';
import { parseEmailList } from '../../../common/emailList.ts';
import type { TMessageSender } from '../../../common/contracts/responses/messages.ts';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { isPreviewMessage } from '../../../common/messagePreview.ts';

/** The signed-in agent as a message's sender, for messages shown before the server has them. */
export const userAsSender = (user: TCurrentUser): TMessageSender => ({
  id: user.id,
  name: user.available_name,
  available_name: user.available_name,
  email: user.email,
  avatar_url: user.avatar_url,
  thumbnail: user.thumbnail,
  type: 'user',
});

/** What the optimistic copy shows at once: the quote and the email recipients as the server will keep them. */
const optimisticAttributes = (extras: TSendExtras = {}) => {
  const list = (v?: string) => parseEmailList(v).emails;
  return {
    ...extras.content_attributes,
    ...(list(extras.cc_emails).length && { cc_emails: list(extras.cc_emails) }),
    ...(list(extras.bcc_emails).length && { bcc_emails: list(extras.bcc_emails) }),
    ...(list(extras.to_emails).length && { to_emails: list(extras.to_emails) }),
  };
};

/** Files of optimistic messages, kept so a failed send can be sent again as it was. */
const pendingFiles = new Map<string, File[]>();
const pendingExtras = new Map<string, TSendExtras>();

export const newEchoId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `echo-${Date.now()}-${Math.random()}`;

/** Whether the browser says it is offline (a send without files then waits in the outbox). */
export const isBrowserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Optimistic send by echo_id: the message shows at once in progress; the answer (or the socket's
 * message.created, whichever comes first) turns it sent; an error marks it failed with the reason.
 * Without files it goes to the offline outbox instead — kept across reloads and sent, in the order
 * typed, when the network is back — while the browser is offline, while earlier messages still wait
 * there, or when the request fails on the network (no answer; a 4xx still marks it failed).
 */
export const useSendMessage = (conversationId: number) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { account, user } = useCurrentAccount();
  return useCallback(
    async (input: { content: string; private: boolean; files: File[]; echoId?: string; extras?: TSendExtras }) => {
      const echoId = input.echoId ?? newEchoId();
      const item: TOutboxItem = {
        echoId,
        accountId: account.id,
        userId: user.id,
        conversationId,
        content: input.content,
        private: input.private,
        extras: input.extras ?? {},
        queuedAt: Date.now(),
      };
      const queueable = input.files.length === 0;
      if (queueable && (isBrowserOffline() || hasWaiting(account.id))) {
        await addToOutbox(item);
        requestOutboxFlush();
        return;
      }
      pendingFiles.set(echoId, input.files);
      pendingExtras.set(echoId, input.extras ?? {});
      const now = Math.floor(Date.now() / 1000);
      const optimistic: TMessage = {
        id: tempMessageId(),
        content: input.content,
        conversation_id: conversationId,
        message_type: 1,
        status: 'progress',
        private: input.private,
        echo_id: echoId,
        content_attributes: optimisticAttributes(input.extras),
        sender: userAsSender(user),
        attachments: input.files.map((f, i) => ({
          id: -(i + 1),
          message_id: 0,
          file_type: f.type.startsWith('image/') ? 'image' : 'file',
          account_id: account.id,
          extension: null,
          data_url: URL.createObjectURL(f),
          thumb_url: '',
          file_size: f.size,
          file_name: f.name,
          content_type: f.type || null,
          width: null,
          height: null,
          fallback_title: f.name,
        })),
        created_at: now,
        account_id: account.id,
        inbox_id: 0,
        content_type: 'text',
        source_id: null,
        sender_type: 'User',
        sender_id: user.id,
        external_source_ids: {},
        additional_attributes: {},
        // Empty until the server's copy arrives (never counts as the fresher one).
        updated_at: '',
        processed_message_content: input.content,
        sentiment: {},
      };
      // A retry replaces the failed copy rather than adding a second one.
      qc.setQueryData<TMessageWindow>(conversationKeys.messages(account.id, conversationId), (w) =>
        w ? { ...w, messages: [...w.messages.filter((m) => m.echo_id !== echoId), optimistic] } : w,
      );
      try {
        const saved = await sendMessage(account.id, conversationId, {
          content: input.content,
          private: input.private,
          echo_id: echoId,
          files: input.files,
          ...input.extras,
        });
        pendingFiles.delete(echoId);
        pendingExtras.delete(echoId);
        putMessage(qc, account.id, conversationId, { ...saved, echo_id: echoId });
        patchConversation(qc, account.id, user.id, conversationId, {
          last_activity_at: saved.created_at,
          ...(isPreviewMessage(saved) && { last_non_activity_message: saved }),
          messages: [saved],
        });
      } catch (err) {
        if (queueable && isNetworkFailure(err)) {
          pendingExtras.delete(echoId);
          pendingFiles.delete(echoId);
          await addToOutbox(item);
          qc.setQueryData<TMessageWindow>(conversationKeys.messages(account.id, conversationId), (w) =>
            w ? removeMessage(w, (m) => m.id < 0 && m.echo_id === echoId) : w,
          );
          requestOutboxFlush();
          return;
        }
        qc.setQueryData<TMessageWindow>(conversationKeys.messages(account.id, conversationId), (w) =>
          w ? markFailed(w, echoId, apiErrorMessage(err, t)) : w,
        );
      }
    },
    [account.id, conversationId, qc, t, user],
  );
};

export const filesOf = (echoId: string) => pendingFiles.get(echoId) ?? [];
export const extrasOf = (echoId: string) => pendingExtras.get(echoId) ?? {};
