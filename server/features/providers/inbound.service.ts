import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import { attachments, messages } from '../../db/schema/index.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { presentContact } from '../contacts/contacts.service.ts';
import { loadContext, presentConversation, presentMessage } from '../conversations/conversations.presenter.ts';
import * as convRepo from '../conversations/conversations.repo.ts';
import { announce, audienceOf } from '../conversations/conversations.service.ts';
import * as repo from './inbound.repo.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { FETCHED_PROVIDERS, mediaFetchJob } from './mediaFetch.job.ts';
import { fileTypeFromMime, type TInboundMedia } from './media.ts';
import { insertAttachments } from '../attachments/attachments.repo.ts';
import type { TStoredFile } from '../attachments/attachments.store.ts';

export interface TInbound {
  inbox: repo.TInboxRow;
  /** The sender as the provider knows them: contact_inbox.source_id. */
  senderId: string;
  contact: repo.TNewContact;
  message: {
    /** The provider's message id: the same id twice stores one message. */
    sourceId: string;
    content: string | null;
    contentAttributes?: Record<string, unknown>;
    media?: TInboundMedia[];
    /** The provider's own timestamp, kept as content_attributes.external_created_at. */
    externalCreatedAt?: number | null;
    /** messages.content_type (email: 8, incoming_email); text by default. */
    contentType?: number;
    /** Files already written to the upload store (email attachments). */
    files?: TStoredFile[];
  };
  /**
   * Email-style threading instead of "the contact's open conversation": join this conversation of the
   * inbox, or (null, or when it is gone) start a new one with these additional_attributes.
   */
  thread?: { conversationId: number | null; additionalAttributes?: Record<string, unknown> };
}

export type TIngestResult = { stored: true; messageId: number; conversationId: number } | { stored: false };

const OPEN = 0;
const RESOLVED = 1;
const SNOOZED = 3;

class Duplicate extends Error {}

/**
 * Stores one incoming provider message: contact (by phone, else new), contact_inbox (source id),
 * the open conversation (or a new one, per lock_to_single_conversation), the message and its files,
 * and the same events as an agent-side create (conversation.created, message.created, status change).
 * Idempotent on (inbox, message source id).
 */
export const ingestIncoming = async (deps: TDeps, input: TInbound): Promise<TIngestResult> => {
  const { inbox } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      await repo.lockSender(tx, inbox.id, input.senderId);
      if (await repo.messageExists(tx, inbox.id, input.message.sourceId)) throw new Duplicate();
      let contactInbox = await repo.findContactInbox(tx, inbox.id, input.senderId);
      if (!contactInbox) {
        const contact = await repo.findOrCreateContact(tx, inbox.accountId, input.contact);
        contactInbox = await repo.insertContactInbox(tx, contact.id, inbox.id, input.senderId);
        if (!contactInbox) throw new Error('contact inbox vanished');
      }
      let conv = input.thread
        ? input.thread.conversationId === null
          ? null
          : await repo.findInboxConversation(tx, inbox.id, input.thread.conversationId)
        : await repo.findActiveConversation(tx, contactInbox.id, inbox.lockToSingleConversation);
      if (!conv) {
        conv = await convRepo.insertConversation(tx, {
          accountId: inbox.accountId,
          displayId: await convRepo.nextDisplayId(tx, inbox.accountId),
          inboxId: inbox.id,
          contactId: contactInbox.contactId,
          contactInboxId: contactInbox.id,
          status: OPEN,
          additionalAttributes: input.thread?.additionalAttributes ?? {},
        });
        await announce(tx, conv, 'conversation.created');
      }
      const now = new Date();
      const [message] = await tx
        .insert(messages)
        .values({
          accountId: inbox.accountId,
          inboxId: inbox.id,
          conversationId: conv.id,
          messageType: MESSAGE_TYPES.incoming,
          contentType: input.message.contentType ?? 0,
          content: input.message.content,
          contentAttributes: {
            ...input.message.contentAttributes,
            ...(input.message.externalCreatedAt && { external_created_at: input.message.externalCreatedAt }),
          },
          sourceId: input.message.sourceId,
          senderType: 'Contact',
          senderId: contactInbox.contactId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [messages.inboxId, messages.sourceId] })
        .returning();
      if (!message) throw new Duplicate();
      const media = input.message.media?.length
        ? await tx
            .insert(attachments)
            .values(
              input.message.media.slice(0, 15).map((m) => ({
                accountId: inbox.accountId,
                messageId: message.id,
                fileType: fileTypeFromMime(m.contentType, m.meta?.kind as string | undefined, m.url),
                externalUrl: m.url,
                fileName: m.fileName ?? null,
                contentType: m.contentType,
                meta: m.meta ?? {},
              })),
            )
            .returning()
        : [];
      for (const f of media) {
        if (!f.externalUrl && FETCHED_PROVIDERS.has(String(f.meta.provider))) {
          await enqueueJob(tx, mediaFetchJob, { attachmentId: f.id }, { accountId: inbox.accountId });
        }
      }
      const stored = input.message.files?.length
        ? await insertAttachments(
            tx,
            input.message.files.slice(0, 15).map((f) => ({ ...f, accountId: inbox.accountId, messageId: message.id })),
          )
        : [];
      const files = [...media, ...stored];
      const reopen = (conv.status === RESOLVED && !conv.muted) || conv.status === SNOOZED;
      const updated = await convRepo.updateConversation(tx, conv.id, {
        lastActivityAt: now,
        waitingSince: conv.waitingSince ?? now,
        ...(reopen && { status: OPEN, snoozedUntil: null }),
      });
      await repo.touchContact(tx, contactInbox.contactId);
      const ctx = await loadContext(tx, [updated]);
      const contact = ctx.contacts.get(updated.contactId);
      await appendEvent(
        tx,
        inbox.accountId,
        'message.created',
        {
          ...presentMessage(
            message,
            updated.displayId,
            contact ? { ...presentContact(contact), type: 'contact' } : null,
            files,
          ),
          conversation: {
            assignee_id: updated.assigneeId,
            unread_count: ctx.unread.get(updated.id) ?? 0,
            last_activity_at: Math.floor(now.getTime() / 1000),
            contact_inbox: { source_id: contactInbox.sourceId },
          },
        },
        audienceOf(updated),
      );
      if (reopen) {
        await appendEvent(
          tx,
          inbox.accountId,
          'conversation.status_changed',
          presentConversation(updated, ctx),
          audienceOf(updated),
        );
      }
      return { stored: true as const, messageId: message.id, conversationId: updated.id };
    });
  } catch (err) {
    if (err instanceof Duplicate) return { stored: false };
    throw err;
  }
};
