import {
  CONTENT_TYPES,
  MESSAGE_TYPES,
  STATUS_VALUE,
  type TCreateMessageRequest,
} from '../../../common/contracts/conversations.ts';
import type { TUpdateConversationRequest } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import { findAccountById } from '../accounts/accounts.repo.ts';
import type { TBotCaller } from '../auth/auth.context.ts';
import type { TIncomingFile } from '../attachments/attachments.multipart.ts';
import { storeAttachment } from '../attachments/attachments.store.ts';
import { audienceFor, present } from '../conversations/conversationEvents.ts';
import { findConversationByDisplayId, type TConversationRow } from '../conversations/conversations.repo.ts';
import { assignAs, setPriority } from '../conversations/conversations.service.ts';
import { applyStatus } from '../conversations/status.ts';
import { interactiveAttributesOf, messageAttributesOf } from '../messages/messageInput.ts';
import { recordMessage } from '../messages/messages.service.ts';
import { isBotOfInbox } from './agentBots.repo.ts';
import { applySlaPolicy } from '../sla/slaApply.ts';

/**
 * What an agent bot may do with its `api_access_token` (Chatwoot's bot whitelist): reply, change the
 * status (handing off or resolving), the priority, the assignment, and show typing — only in
 * conversations of the inboxes it answers. Activity lines name the bot; events carry no performer.
 */

/** The conversation, if it belongs to an inbox this bot answers; anything else is a 404. */
const botConversation = async (deps: TDeps, caller: TBotCaller, displayId: number) => {
  const account = await findAccountById(deps.db, caller.accountId);
  if (!account) throw new AppError('not_found', 'Account not found');
  if (account.status !== 0) throw new AppError('account_suspended', 'This account is suspended');
  const c = await findConversationByDisplayId(deps.db, caller.accountId, displayId);
  if (!c || !(await isBotOfInbox(deps.db, caller.accountId, c.inboxId, caller.bot.id)))
    throw new AppError('not_found', 'Conversation not found');
  return c;
};

/** An actor for activity lines: the bot's name; id 0 is nobody (no performer, never "self-assigned"). */
const actorOf = (caller: TBotCaller) => ({ id: 0, name: caller.bot.name });

export const createMessage = async (
  deps: TDeps,
  caller: TBotCaller,
  displayId: number,
  input: TCreateMessageRequest,
  files: TIncomingFile[] = [],
) => {
  const c = await botConversation(deps, caller, displayId);
  const interactive = interactiveAttributesOf(input.content_type, input.content_attributes);
  if (input.content.trim() === '' && !files.length && !interactive) throw AppError.invalid('content', "can't be blank");
  const attributes = { ...input.content_attributes, ...interactive, ...messageAttributesOf(input, {}) };
  const stored = await Promise.all(files.map((f) => storeAttachment(deps, c.accountId, f)));
  const recorded = await deps.db.transaction((tx) =>
    recordMessage(tx, {
      origin: 'bot',
      conversation: c,
      messageType: MESSAGE_TYPES.outgoing,
      contentType: CONTENT_TYPES.indexOf(input.content_type),
      content: input.content,
      contentAttributes: attributes,
      private: input.private,
      sender: { type: 'AgentBot', id: caller.bot.id },
      files: stored,
      echoId: input.echo_id,
    }),
  );
  if (!recorded) throw new Error('message not recorded');
  return recorded.payload;
};

/** Records the bot's outcome for reports: a handoff (pending → open) or a resolution (pending → resolved). */
const recordOutcome = async (tx: TExecutor, caller: TBotCaller, before: TConversationRow, after: TConversationRow) => {
  if (before.status !== STATUS_VALUE.pending || after.status === before.status) return;
  const name =
    after.status === STATUS_VALUE.open
      ? 'conversation.bot_handoff'
      : after.status === STATUS_VALUE.resolved
        ? 'conversation.bot_resolved'
        : null;
  if (!name) return;
  const data = { conversation_id: after.displayId, inbox_id: after.inboxId, agent_bot_id: caller.bot.id };
  await appendEvent(tx, after.accountId, name, data, { kind: 'nobody' });
};

export const toggleStatus = async (
  deps: TDeps,
  caller: TBotCaller,
  displayId: number,
  status?: string,
  snoozedUntil?: number | null,
) => {
  const c = await botConversation(deps, caller, displayId);
  const next = status
    ? STATUS_VALUE[status as keyof typeof STATUS_VALUE]
    : c.status === STATUS_VALUE.open
      ? STATUS_VALUE.resolved
      : STATUS_VALUE.open;
  if (next === STATUS_VALUE.snoozed && snoozedUntil && snoozedUntil * 1000 <= Date.now())
    throw AppError.invalid('snoozed_until', 'must be in the future');
  const updated = await deps.db.transaction(async (tx) => {
    const row = await applyStatus(tx, c, next, {
      snoozedUntil: next === STATUS_VALUE.snoozed && snoozedUntil ? new Date(snoozedUntil * 1000) : null,
      actorName: caller.bot.name,
    });
    // Agents hear about a handed-off conversation and auto-assignment runs: consumers of these events.
    await recordOutcome(tx, caller, c, row);
    return row;
  });
  return {
    meta: {},
    payload: {
      success: true,
      conversation_id: updated.displayId,
      current_status: (await present(deps.db, updated)).status,
      snoozed_until: updated.snoozedUntil ? Math.floor(updated.snoozedUntil.getTime() / 1000) : null,
    },
  };
};

export const togglePriority = async (deps: TDeps, caller: TBotCaller, displayId: number, priority?: string | null) => {
  const c = await botConversation(deps, caller, displayId);
  await deps.db.transaction((tx) => setPriority(tx, c, priority ?? null, caller.bot.name));
  return {};
};

export const update = async (deps: TDeps, caller: TBotCaller, displayId: number, input: TUpdateConversationRequest) => {
  const c = await botConversation(deps, caller, displayId);
  const row = await deps.db.transaction(async (tx) => {
    let row = c;
    if (input.priority !== undefined) row = await setPriority(tx, row, input.priority ?? null, caller.bot.name);
    if (input.sla_policy_id !== undefined) row = await applySlaPolicy(tx, row, input.sla_policy_id, caller.bot.name);
    return row;
  });
  return present(deps.db, row);
};

export const assign = async (
  deps: TDeps,
  caller: TBotCaller,
  displayId: number,
  raw: { assignee_id?: number | null; team_id?: number | null },
) => {
  const c = await botConversation(deps, caller, displayId);
  return assignAs(deps, c, raw, actorOf(caller));
};

export const toggleTyping = async (
  deps: TDeps,
  caller: TBotCaller,
  displayId: number,
  status: 'on' | 'off' | 'recording',
  isPrivate: boolean,
) => {
  const c = await botConversation(deps, caller, displayId);
  await deps.db.transaction(async (tx) =>
    appendEvent(
      tx,
      c.accountId,
      status === 'off' ? 'conversation.typing_off' : 'conversation.typing_on',
      { conversation: await present(tx, c), user: null, is_private: isPrivate },
      await audienceFor(tx, c, isPrivate),
    ),
  );
  return {};
};
