import type { TDeps } from '../../deps.ts';
import { recordMessage } from '../messages/index.ts';
import { findOrCreateContact } from '../contacts/index.ts';
import { linkContactInbox } from '../contacts/index.ts';
import { openConversation } from '../conversations/index.ts';
import { followMerges } from '../conversationCore/index.ts';
import { MESSAGE_TYPES, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import * as repo from './inbound.repo.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { FETCHED_PROVIDERS, mediaFetchJob } from './mediaFetch.job.ts';
import { fileTypeFromMime, type TInboundMedia } from './media.ts';
import type { TStoredFile } from '../attachments/index.ts';

/** The sender as the provider names them: a new contact's fields, and the key an existing one is found by. */
export interface TNewContact {
  name: string;
  phoneNumber?: string | null;
  /** Email channels find the contact by address (case-insensitive) instead of phone. */
  email?: string | null;
  additionalAttributes?: Record<string, unknown>;
}

export interface TInbound {
  inbox: repo.TInboxRow;
  /** provider by default; inbound email says so (both are incoming messages under the same rules). */
  origin?: 'provider' | 'email';
  /** The sender as the provider knows them: contact_inbox.source_id. */
  senderId: string;
  contact: TNewContact;
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
    /**
     * A message the business sent from the provider's own app (a Messenger echo): stored as an outgoing
     * message without an author, never sent again.
     */
    outgoing?: boolean;
  };
  /**
   * Email-style threading instead of "the contact's open conversation": join this conversation of the
   * inbox, or (null, or when it is gone) start a new one with these additional_attributes.
   */
  thread?: { conversationId: number | null; additionalAttributes?: Record<string, unknown> };
  /** Runs in the message's transaction once it is stored (inbound email keeps the raw mail beside it). */
  afterStore?: (tx: TExecutor, messageId: number) => Promise<void>;
}

export type TIngestResult =
  | { stored: true; messageId: number; conversationId: number; contactId: number; isNewContact: boolean }
  | { stored: false };

class Duplicate extends Error {}

/**
 * The conversation a provider message joins (findActiveConversation's rule); when none is active but the
 * contact inbox's latest conversation was merged, the conversation it was merged into, unless resolved.
 * recordMessage follows a merged conversation to its target in any case.
 */
const activeConversation = async (tx: TExecutor, contactInboxId: number, lockToSingle: boolean) => {
  const active = await repo.findActiveConversation(tx, contactInboxId, lockToSingle);
  if (active) return active;
  const latest = await repo.findLatestConversation(tx, contactInboxId);
  if (latest?.mergedIntoDisplayId == null) return null;
  const target = await followMerges(tx, latest);
  return target.status === STATUS_VALUE.resolved ? null : target;
};

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
      const origin = input.origin ?? 'provider';
      let contactInbox = await repo.findContactInbox(tx, inbox.id, input.senderId);
      const isNewContact = !contactInbox;
      if (!contactInbox) {
        const c = input.contact;
        const key = c.email ? { email: c.email.toLowerCase() } : c.phoneNumber ? { phoneNumber: c.phoneNumber } : null;
        const { contact } = await findOrCreateContact(tx, origin, {
          accountId: inbox.accountId,
          findBy: key,
          values: {
            name: c.name,
            phoneNumber: c.phoneNumber ?? null,
            email: c.email ?? null,
            additionalAttributes: c.additionalAttributes ?? {},
            lastActivityAt: new Date(),
          },
        });
        contactInbox = (
          await linkContactInbox(tx, origin, { contactId: contact.id, inboxId: inbox.id, sourceId: input.senderId })
        ).contactInbox;
      }
      let conv = input.thread
        ? input.thread.conversationId === null
          ? null
          : await repo.findThreadConversation(tx, inbox.accountId, input.thread.conversationId)
        : await activeConversation(tx, contactInbox.id, inbox.lockToSingleConversation);
      conv ??= await openConversation(tx, {
        origin: { kind: origin },
        accountId: inbox.accountId,
        inboxId: inbox.id,
        contactInbox,
        additionalAttributes: input.thread?.additionalAttributes,
      });
      const media = (input.message.media ?? []).slice(0, 15).map((m) => ({
        fileType: fileTypeFromMime(m.contentType, m.meta?.kind as string | undefined, m.url),
        externalUrl: m.url,
        fileName: m.fileName ?? null,
        contentType: m.contentType,
        meta: m.meta ?? {},
      }));
      const outgoing = input.message.outgoing === true;
      const recorded = await recordMessage(tx, {
        ...(outgoing ? { origin: 'agent' as const, messageType: MESSAGE_TYPES.outgoing } : { origin }),
        conversation: conv,
        contentType: input.message.contentType ?? 0,
        content: input.message.content,
        contentAttributes: {
          ...input.message.contentAttributes,
          ...(input.message.externalCreatedAt && { external_created_at: input.message.externalCreatedAt }),
        },
        sourceId: input.message.sourceId,
        sender: outgoing ? null : { type: 'Contact', id: contactInbox.contactId },
        media,
        files: (input.message.files ?? []).slice(0, 15),
      });
      if (!recorded) throw new Duplicate();
      // Media the provider only names by id is fetched after commit.
      for (const f of recorded.files) {
        if (!f.externalUrl && !f.fileKey && FETCHED_PROVIDERS.has(String(f.meta.provider))) {
          await enqueueJob(tx, mediaFetchJob, { attachmentId: f.id }, { accountId: inbox.accountId });
        }
      }
      const updated = recorded.conversation;
      const message = recorded.message;
      await input.afterStore?.(tx, message.id);
      return {
        stored: true as const,
        messageId: message.id,
        conversationId: updated.id,
        contactId: contactInbox.contactId,
        isNewContact,
      };
    });
  } catch (err) {
    if (err instanceof Duplicate) return { stored: false };
    throw err;
  }
};
