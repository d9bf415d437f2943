import { CONTENT_TYPES, MESSAGE_TYPES, type TCreateMessageRequest } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import type { TUserRow } from '../users/index.ts';
import type { TContactRow } from '../contacts/index.ts';
import { presentBotSender } from '../agentBots/index.ts';
import { findBotRows, type TAgentBotRow } from '../agentBots/index.ts';
import { presentContact } from '../contacts/index.ts';
import type { TIncomingFile } from '../attachments/index.ts';
import { attachmentsByMessage, deleteAttachmentsOf } from '../attachments/index.ts';
import { storeAttachment } from '../attachments/index.ts';
import * as repo from './messages.repo.ts';
import { presentConversation } from '../conversationCore/index.ts';
import { presentMessage, senderOf } from '../conversationCore/index.ts';
import {
  ASSISTANT_SENDER_TYPE,
  findAssistantSenders,
  presentAssistantSender,
  type TAssistantSenderRow,
} from '../conversationCore/index.ts';
import { loadMessagePage } from './messagePage.repo.ts';
import { getConversation } from '../conversationCore/index.ts';
import { findInbox } from '../inboxes/index.ts';
import { checkTemplateSend } from './templateSend.ts';
import { announceMessage } from './messages.service.ts';
import { sendMessage } from './sendMessage.ts';
import { memberActor } from '../auth/index.ts';
import { resolveReplyTo } from './replyTo.ts';
import { agentMessage, interactiveAttributesOf, messageAttributesOf } from './messageInput.ts';
import { gather } from '../../db/gather.ts';
import { errorText, serverText } from '../../lib/serverText.ts';

/** What a deleted message reads (stored in English, as before). */
const DELETED_TEXT = serverText('messages', 'en')('deleted');

type TSenderRef = Pick<repo.TMessageRow, 'senderType' | 'senderId'>;

/** Resolves each row's sender (agent, contact or bot) in three queries at most. */
export const sendersOf = async (db: TExecutor, rows: TSenderRef[]) => {
  const ids = (type: string) => [
    ...new Set(rows.filter((r) => r.senderType === type && r.senderId).map((r) => r.senderId as number)),
  ];
  const [us, cs, bs, as] = await gather(db, [
    () => repo.findUserRows(db, ids('User')),
    () => repo.findContactRows(db, ids('Contact')),
    () => findBotRows(db, ids('AgentBot')),
    () => findAssistantSenders(db, ids(ASSISTANT_SENDER_TYPE)),
  ]);
  return senderResolver(us, cs, bs, as);
};

/** Each row's sender out of the agents, contacts and bots read for the batch. */
export const senderResolver = (
  us: TUserRow[],
  cs: TContactRow[],
  bs: TAgentBotRow[],
  as: TAssistantSenderRow[] = [],
) => {
  const byUser = new Map(us.map((u) => [u.id, u]));
  const byAssistant = new Map(as.map((a) => [a.id, a]));
  const byContact = new Map(cs.map((c) => [c.id, c]));
  const byBot = new Map(bs.map((b) => [b.id, b]));
  return (r: TSenderRef) => {
    if (r.senderType === 'User') return senderOf(r.senderId === null ? null : byUser.get(r.senderId));
    if (r.senderType === 'AgentBot') {
      const bot = r.senderId === null ? undefined : byBot.get(r.senderId);
      return bot ? presentBotSender(bot) : null;
    }
    if (r.senderType === ASSISTANT_SENDER_TYPE) {
      const a = r.senderId === null ? undefined : byAssistant.get(r.senderId);
      return a ? presentAssistantSender(a) : null;
    }
    if (r.senderType !== 'Contact' || r.senderId === null) return null;
    const c = byContact.get(r.senderId);
    return c ? { ...presentContact(c), type: 'contact' } : null;
  };
};

export const listMessages = async (deps: TDeps, m: TMembership, displayId: number, before?: number, after?: number) => {
  const c = await getConversation(deps, m, displayId);
  const page = await loadMessagePage(deps.db, c, before, after);
  const presented = presentConversation(c, page.ctx);
  const sender = senderResolver(page.users, page.contacts, page.bots, page.assistants);
  return {
    meta: {
      labels: c.labels,
      additional_attributes: c.additionalAttributes,
      contact: presented.meta.sender,
      assignee: presented.meta.assignee,
      agent_last_seen_at: c.agentLastSeenAt?.toISOString() ?? null,
      assignee_last_seen_at: c.assigneeLastSeenAt?.toISOString() ?? null,
    },
    payload: page.rows.map((r) => presentMessage(r, c.displayId, sender(r), page.files.get(r.id))),
  };
};

export const createMessage = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  input: TCreateMessageRequest,
  files: TIncomingFile[] = [],
) => {
  const c = await getConversation(deps, m, displayId);
  if (input.content.trim() === '' && !files.length && !input.template_params)
    throw AppError.invalid('content', errorText('blank'));
  if (input.template_params) {
    // A synced template's variables must all be given, as when a conversation starts with it.
    const inbox = await findInbox(deps.db, c.accountId, c.inboxId);
    if (inbox) await checkTemplateSend(deps, inbox, input.template_params);
  }
  // Interactive messages (input_select, cards, form, article) carry checked items (422 naming a bad one).
  interactiveAttributesOf(input.content_type, input.content_attributes);
  const attributes = messageAttributesOf(input, await resolveReplyTo(deps.db, c.id, input.content_attributes));
  // Files are written before the transaction; a rollback leaves only unreferenced files behind.
  const stored = await Promise.all(files.map((f) => storeAttachment(deps, c.accountId, f)));
  const write = agentMessage({ user: m.user, input, attributes, stored });
  const actor = await memberActor(deps.db, m);
  const recorded = await deps.db.transaction((tx) => sendMessage(tx, actor, c, write));
  if (!recorded) throw new Error('message not recorded');
  // A retry (same echo_id) answers with the first message; the files this request stored belong to nothing.
  if (recorded.isRepeat) await Promise.all(stored.map((f) => deps.uploads.remove(f.fileKey)));
  return recorded.payload;
};

/** Deleting keeps the row (threads stay intact) and blanks it, as Chatwoot does. */
export const deleteMessage = async (deps: TDeps, m: TMembership, displayId: number, messageId: number) => {
  const c = await getConversation(deps, m, displayId);
  const message = await repo.findMessage(deps.db, c.id, messageId);
  if (!message || message.messageType === MESSAGE_TYPES.activity)
    throw new AppError('not_found', errorText('messageNotFound'));
  const files = (await attachmentsByMessage(deps.db, [message.id])).get(message.id) ?? [];
  const result = await deps.db.transaction(async (tx) => {
    await deleteAttachmentsOf(tx, message.id);
    // Chatwoot keeps nothing of what the message carried: text content, content_attributes {deleted: true}
    // (cc/bcc, reply-to, external ids and the rest are gone).
    const row = await repo.updateMessage(tx, message.id, {
      content: DELETED_TEXT,
      contentType: CONTENT_TYPES.indexOf('text'),
      contentAttributes: { deleted: true },
    });
    return announceMessage(tx, 'message.updated', c, row, (await sendersOf(tx, [row]))(row));
  });
  // Files go once the rows are gone for good.
  await Promise.all(files.map((f) => deps.uploads.remove(f.fileKey)));
  return result;
};
