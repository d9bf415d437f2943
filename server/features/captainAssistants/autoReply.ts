import { MESSAGE_TYPES, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TCitation } from '../../../common/contracts/captainAssistants.ts';
import { isFeatureEnabled } from '../../../common/features.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { defineJob, enqueueJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/appError.ts';
import { findAccountById } from '../accounts/index.ts';
import { insertAssistantAction } from '../captain/index.ts';
import { findConversationByDisplayId, lockConversation, type TConversationRow } from '../conversationCore/index.ts';
import { autoAssign, changeStatus, sendMessage, toggleTyping } from '../conversations/index.ts';
import { assistantActor } from './assistantActor.ts';
import { assistantOfInbox, type TAssistantRow } from './assistants.repo.ts';
import { runTurn, type TTurnResult } from './runtime.ts';
import { assistantHasWritten, threadSinceResolution } from './thread.repo.ts';

/** Customer messages Captain answers in one conversation before it hands off, unless the assistant says. */
export const DEFAULT_MAX_TURNS = 5;

export interface TCaptainReplyJob {
  accountId: number;
  /** The conversation's display id. */
  conversationId: number;
}

/**
 * The reply as the customer reads it: the answer, then the sources it used in italics, as links where they have an
 * address (a help-centre article, a crawled page), else by name (an FAQ's question).
 */
export const withCitations = (reply: string, citations: TCitation[]) =>
  citations.length
    ? `${reply}\n\n_${citations.map((c) => (c.url ? `[${c.title}](${c.url})` : c.title)).join(' · ')}_`
    : reply;

const send = (tx: TExecutor, a: TAssistantRow, c: TConversationRow, content: string, citations: TCitation[] = []) =>
  sendMessage(tx, assistantActor(a), c, {
    content: withCitations(content, citations),
    ...(citations.length && { contentAttributes: { citations } }),
  });

/**
 * Applies a turn's outcome, in one transaction, if the conversation is still Captain's (pending, no person of
 * the team has replied meanwhile): the reply, then a hand-off (handoff message, open — the bot_handoff event —
 * and the inbox's auto-assignment) or a resolution (resolution message, resolved).
 */
const applyTurn = async (deps: TDeps, a: TAssistantRow, displayId: number, turn: TTurnResult) =>
  deps.db.transaction(async (tx) => {
    const found = await findConversationByDisplayId(tx, a.accountId, displayId);
    const locked = found && (await lockConversation(tx, found.id));
    if (!locked || locked.status !== STATUS_VALUE.pending) return;
    if ((await threadSinceResolution(tx, locked.id)).humanReplied) return;
    let c: TConversationRow = locked;
    const cfg = a.config;
    const actor = assistantActor(a);
    if (turn.action === 'handoff') {
      const text = cfg.handoff_message || turn.reply;
      if (text) c = (await send(tx, a, c, text))?.conversation ?? c;
      c = await changeStatus(tx, actor, c, { status: 'open' });
      await autoAssign(tx, a.accountId, c.displayId);
      return;
    }
    if (turn.reply) c = (await send(tx, a, c, turn.reply, turn.citations))?.conversation ?? c;
    if (turn.action === 'resolve') {
      if (cfg.resolution_message) c = (await send(tx, a, c, cfg.resolution_message))?.conversation ?? c;
      await changeStatus(tx, actor, c, { status: 'resolved' });
    }
  });

/**
 * Captain answers a pending conversation of an inbox connected to an assistant (docs/CAPTAIN.md "Auto-reply and
 * hand-off"): nothing once a person of the team has replied since the last resolution, nothing when the last
 * public message is not the customer's (already answered). After `max_turns` customer messages, when the account's
 * Captain feature is off, or when the model is down, refuses or the quota is spent, it hands off. The typing indicator is
 * on while the model works.
 */
export const captainReplyJob = defineJob<TCaptainReplyJob>(
  'captain.reply',
  async ({ accountId, conversationId }, { deps }) => {
    const c = await findConversationByDisplayId(deps.db, accountId, conversationId);
    if (!c || c.status !== STATUS_VALUE.pending) return;
    const a = await assistantOfInbox(deps.db, accountId, c.inboxId);
    if (!a) return;
    const thread = await threadSinceResolution(deps.db, c.id);
    if (thread.humanReplied || thread.lines.at(-1)?.role !== 'user') return;
    const maxTurns = a.config.max_turns ?? DEFAULT_MAX_TURNS;
    const actor = assistantActor(a);
    let turn: TTurnResult;
    const handOff = async () => {
      await insertAssistantAction(deps.db, { accountId, assistantId: a.id, conversationId: c.id }, 'handoff');
      return { reply: '', action: 'handoff' as const, citations: [], tools: [] };
    };
    // Captain turned off for the account (the console): people take over instead of a silent pending conversation.
    const account = await findAccountById(deps.db, accountId);
    const off = !isFeatureEnabled(account?.features, 'captain_integration');
    if (off || thread.customerMessages > maxTurns) turn = await handOff();
    else {
      await toggleTyping(deps, actor, c, 'on', false);
      try {
        turn = await runTurn(deps, {
          assistant: a,
          conversation: c,
          history: thread.lines.map((l) => ({ role: l.role, content: l.content })),
          userId: null,
        });
      } catch (err) {
        // The model is down, refused, or the quota is spent: a person takes over.
        if (!(err instanceof AppError)) throw err;
        deps.log.warn({ accountId, conversationId, code: err.code }, 'captain hands off: the model could not answer');
        turn = await handOff();
      } finally {
        await toggleTyping(deps, actor, c, 'off', false);
      }
    }
    await applyTurn(deps, a, conversationId, turn);
  },
  { maxAttempts: 2 },
);

/** Queues Captain's answer to a conversation: one queued job a conversation (later messages join it). */
export const queueCaptainReply = (db: TExecutor, accountId: number, conversationId: number) =>
  enqueueJob(
    db,
    captainReplyJob,
    { accountId, conversationId },
    { accountId, dedupeKey: `captain:${accountId}:${conversationId}` },
  );

/**
 * A new pending conversation in an inbox with an assistant gets the assistant's welcome message, once (a repeated
 * event finds the assistant already wrote and sends nothing).
 */
export const sendWelcome = async (deps: TDeps, accountId: number, displayId: number) =>
  deps.db.transaction(async (tx) => {
    const found = await findConversationByDisplayId(tx, accountId, displayId);
    const c = found && (await lockConversation(tx, found.id));
    if (!c || c.status !== STATUS_VALUE.pending) return;
    const a = await assistantOfInbox(tx, accountId, c.inboxId);
    if (!a?.config.welcome_message) return;
    if (await assistantHasWritten(tx, c.id, a.id)) return;
    // A template message, like the inbox's greeting: not a reply, so the customer's question still waits for one.
    await sendMessage(tx, assistantActor(a), c, {
      content: a.config.welcome_message,
      messageType: MESSAGE_TYPES.template,
    });
  });
