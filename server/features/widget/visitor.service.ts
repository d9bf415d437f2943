import { contactActor } from '../../../common/actor.ts';
import { CONTENT_TYPES, MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor, TTx } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import type { TIncomingFile } from '../attachments/index.ts';
import { attachmentsByMessage, type TAttachmentRow } from '../attachments/index.ts';
import { storeAttachment } from '../attachments/index.ts';
import { presentBotSender } from '../agentBots/index.ts';
import { findBotRows } from '../agentBots/index.ts';
import { presentContact } from '../contacts/index.ts';
import type { TContactRow } from '../contacts/index.ts';
import { CSAT_TEXT } from '../csat/index.ts';
import * as convRepo from '../conversationCore/index.ts';
import { loadContext } from '../conversationCore/index.ts';
import { presentConversation } from '../conversationCore/index.ts';
import { audienceOf } from '../conversationCore/index.ts';
import { changeLabels, changeStatus, setCustomAttributes } from '../conversations/index.ts';
import type { TMessageRow } from '../messages/index.ts';
import { announceMessage as announceThreadMessage, recordMessage, recordTemplate } from '../messages/index.ts';
import { openConversation } from '../conversations/index.ts';
import { presentPublicMessage, publicContact, publicUser, type TPublicSender } from './visitor.presenter.ts';
import * as repo from './visitor.repo.ts';
import { gather } from '../../db/gather.ts';
import { errorText, serverText } from '../../lib/serverText.ts';

/** A visitor identity inside one inbox: the widget's token holder, or a client-API contact. */
export interface TVisitor {
  accountId: number;
  inbox: repo.TInboxRow;
  contactInbox: repo.TContactInboxRow;
  contact: TContactRow;
}

const ct = (name: (typeof CONTENT_TYPES)[number]) => CONTENT_TYPES.indexOf(name);

/** Public messages with their senders and attachments, in a fixed number of queries. */
export const publicMessages = async (db: TExecutor, displayId: number, rows: TMessageRow[]) => {
  const ids = (type: string) => [
    ...new Set(rows.filter((r) => r.senderType === type && r.senderId).map((r) => r.senderId as number)),
  ];
  const [us, cs, bs, as, files] = await gather(db, [
    () => repo.findUsers(db, ids('User')),
    () => repo.findContactsByIds(db, ids('Contact')),
    () => findBotRows(db, ids('AgentBot')),
    () => convRepo.findAssistantSenders(db, ids(convRepo.ASSISTANT_SENDER_TYPE)),
    () =>
      attachmentsByMessage(
        db,
        rows.map((r) => r.id),
      ),
  ]);
  const senderOf = (r: TMessageRow): TPublicSender => {
    const u = r.senderType === 'User' ? us.find((x) => x.id === r.senderId) : undefined;
    if (u) return publicUser(u);
    const b = r.senderType === 'AgentBot' ? bs.find((x) => x.id === r.senderId) : undefined;
    if (b) return presentBotSender(b);
    const a = r.senderType === convRepo.ASSISTANT_SENDER_TYPE ? as.find((x) => x.id === r.senderId) : undefined;
    if (a) return convRepo.presentAssistantSender(a);
    const c = r.senderType === 'Contact' ? cs.find((x) => x.id === r.senderId) : undefined;
    return c ? publicContact(c) : null;
  };
  return rows.map((r) => presentPublicMessage(r, displayId, senderOf(r), files.get(r.id) ?? []));
};

/** message.created / message.updated for a visitor-side change, with the contact as sender. */
const announceMessage = async (
  tx: TTx,
  name: 'message.created' | 'message.updated',
  conv: convRepo.TConversationRow,
  message: TMessageRow,
  files: TAttachmentRow[],
  echoId?: string,
) => {
  const contact =
    message.senderType === 'Contact' && message.senderId
      ? (await repo.findContactsByIds(tx, [message.senderId]))[0]
      : undefined;
  const sender = contact ? { ...presentContact(contact), type: 'contact' } : null;
  await announceThreadMessage(tx, name, conv, message, sender, files, echoId);
};

/** A message the system writes into the conversation (greeting, email collection). */
export const insertTemplateMessage = (
  tx: TTx,
  conv: convRepo.TConversationRow,
  content: string,
  contentType: (typeof CONTENT_TYPES)[number] = 'text',
) => recordTemplate(tx, conv, content, ct(contentType));

/** A new conversation for the visitor (with the inbox's greeting when it has one). */
export const createVisitorConversation = async (
  tx: TTx,
  v: TVisitor,
  attrs: { customAttributes?: Record<string, unknown>; additionalAttributes?: Record<string, unknown> } = {},
  origin: 'widget' | 'client_api' | 'campaign_reply' = 'widget',
) => {
  const conv = await openConversation(tx, {
    origin: { kind: origin },
    accountId: v.accountId,
    inboxId: v.inbox.id,
    contactInbox: v.contactInbox,
    additionalAttributes: attrs.additionalAttributes,
    customAttributes: attrs.customAttributes,
  });
  // A campaign's answer starts with the campaign's message instead of the greeting.
  const greeting = v.inbox.greetingEnabled && origin !== 'campaign_reply' ? v.inbox.greetingMessage?.trim() : '';
  if (greeting) await insertTemplateMessage(tx, conv, greeting);
  return conv;
};

/** The widget's email prompt message (stored in English, as before). */
export const EMAIL_COLLECT_TEXT = serverText('messages', 'en')('emailCollect');

/** A message the visitor writes (text and/or files). Reopens a resolved conversation. */
export const createIncomingMessage = async (
  deps: TDeps,
  v: TVisitor,
  conv: convRepo.TConversationRow,
  input: { content: string; echoId?: string; files?: TIncomingFile[]; contentAttributes?: Record<string, unknown> },
  tx?: TTx,
) => {
  const files = input.files ?? [];
  if (input.content.trim() === '' && files.length === 0) throw AppError.invalid('content', errorText('blank'));
  const stored = await Promise.all(files.map((f) => storeAttachment(deps, v.accountId, f)));
  const run = async (t: TTx) => {
    const recorded = await recordMessage(t, {
      origin: 'visitor',
      conversation: conv,
      content: input.content,
      contentAttributes: input.contentAttributes ?? {},
      sender: { type: 'Contact', id: v.contact.id, contact: v.contact },
      files: stored,
      echoId: input.echoId,
    });
    if (!recorded) throw new Error('visitor message not recorded');
    if (!recorded.isRepeat) await maybeAskForEmail(t, v, recorded.conversation);
    return { message: recorded.message, rows: recorded.files, isRepeat: recorded.isRepeat };
  };
  const { message, rows, isRepeat } = tx ? await run(tx) : await deps.db.transaction(run);
  // A retry (same echo_id) answers with the first message; the files this request stored belong to nothing.
  if (isRepeat) await Promise.all(stored.map((f) => deps.uploads.remove(f.fileKey)));
  const sender = publicContact(v.contact);
  return presentPublicMessage(message, conv.displayId, sender, rows);
};

/** Chatwoot's email collection: after the first message of a website visitor without an email. */
const maybeAskForEmail = async (tx: TTx, v: TVisitor, conv: convRepo.TConversationRow) => {
  if (v.inbox.channelType !== 'Channel::WebWidget' || !v.inbox.enableEmailCollect || v.contact.email) return;
  const incoming = await repo.listVisitorMessages(tx, conv.id);
  const asked = incoming.some((m) => m.contentType === ct('input_email'));
  const firstIncoming = incoming.filter((m) => m.messageType === MESSAGE_TYPES.incoming).length === 1;
  if (!asked && firstIncoming) await insertTemplateMessage(tx, conv, EMAIL_COLLECT_TEXT, 'input_email');
};

export const toggleTyping = (deps: TDeps, v: TVisitor, conv: convRepo.TConversationRow, on: boolean) =>
  deps.db.transaction(async (tx) => {
    const ctx = await loadContext(tx, [conv]);
    await appendEvent(
      tx,
      v.accountId,
      on ? 'conversation.typing_on' : 'conversation.typing_off',
      {
        conversation: presentConversation(conv, ctx),
        user: { ...presentContact(v.contact), type: 'contact' },
        is_private: false,
      },
      // Agents only: the visitor does not need to hear their own typing.
      audienceOf(conv, true),
    );
  });

export const updateLastSeen = async (deps: TDeps, conv: convRepo.TConversationRow) => {
  await convRepo.updateConversation(deps.db, conv.id, { contactLastSeenAt: new Date() });
};

/** The visitor as the actor of the conversation commands (their own conversation only). */
export const visitorActor = (v: TVisitor) => contactActor(v.accountId, v.contact);

/** The visitor ends the conversation; with CSAT on, the survey message follows. */
export const resolveConversation = (deps: TDeps, v: TVisitor, conv: convRepo.TConversationRow) =>
  deps.db.transaction(async (tx) => {
    if (conv.status === STATUS_VALUE.resolved) return conv;
    return changeStatus(tx, visitorActor(v), conv, { status: 'resolved' });
  });

/**
 * Adds or removes labels as the visitor, through the label commands: the same conversation.updated as
 * an agent's change, and no activity line (a visitor's label change writes none, as in Chatwoot).
 */
export const changeVisitorLabels = (
  deps: TDeps,
  v: TVisitor,
  conv: convRepo.TConversationRow,
  change: { add?: string[]; remove?: string[] },
) => deps.db.transaction((tx) => changeLabels(tx, visitorActor(v), conv, change));

/** Sets the conversation's custom attributes as the visitor, through the conversation command. */
export const setVisitorAttributes = (
  deps: TDeps,
  v: TVisitor,
  conv: convRepo.TConversationRow,
  attributes: Record<string, unknown>,
) => deps.db.transaction((tx) => setCustomAttributes(tx, visitorActor(v), conv, attributes));

export { announceMessage, CSAT_TEXT };
