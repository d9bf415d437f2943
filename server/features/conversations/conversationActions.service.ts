import type { Actor } from '../../../common/actor.ts';
import { TRANSCRIPT_RATE, type TUpdateConversationRequest } from '../../../common/contracts/conversationsActions.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import type { TMembership } from '../auth/index.ts';
import { presentAttachment } from '../attachments/index.ts';
import { listConversationAttachments } from '../attachments/index.ts';
import * as repo from '../conversationCore/index.ts';
import { presentAssistantSender, senderOf } from '../conversationCore/index.ts';
import { announce, audienceFor, present } from '../conversationCore/index.ts';
import { getConversation } from '../conversationCore/index.ts';
import { memberActor } from '../auth/index.ts';
import { setCustomAttributes, setMuted, setPriority, setSlaPolicy } from './commands/attributes.ts';
import { setLabels } from './commands/labels.ts';
import { findLastIncomingAt, listPublicThread } from '../messages/index.ts';
import { findUserById } from '../users/index.ts';
import { sendersOf } from '../messages/index.ts';
import { transcriptText } from './transcript.ts';
import { serverText } from '../../lib/serverText.ts';

export const getLabels = async (deps: TDeps, m: TMembership, displayId: number) => ({
  payload: (await getConversation(deps, m, displayId)).labels,
});

export const replaceLabels = async (deps: TDeps, m: TMembership, displayId: number, labels: string[]) => {
  const c = await getConversation(deps, m, displayId);
  const actor = await memberActor(deps.db, m);
  const row = await deps.db.transaction((tx) => setLabels(tx, actor, c, labels));
  return { payload: row.labels };
};

/** PATCH conversations/{id} (an agent or a bot): priority and SLA policy, each with its line (one transaction). */
export const update = async (
  deps: TDeps,
  actor: Actor,
  c: repo.TConversationRow,
  input: TUpdateConversationRequest,
) => {
  const row = await deps.db.transaction(async (tx) => {
    let row = c;
    if (input.priority !== undefined) row = await setPriority(tx, actor, row, input.priority ?? null);
    if (input.sla_policy_id !== undefined) row = await setSlaPolicy(tx, actor, row, input.sla_policy_id);
    return row;
  });
  return present(deps.db, row);
};

export const replaceCustomAttributes = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  attrs: Record<string, unknown>,
) => {
  const c = await getConversation(deps, m, displayId);
  const actor = await memberActor(deps.db, m);
  const row = await deps.db.transaction((tx) => setCustomAttributes(tx, actor, c, attrs));
  return { custom_attributes: row.customAttributes };
};

/** The agent opened the conversation: agent_last_seen_at (and assignee_last_seen_at for the assignee) → conversation.read. */
export const updateLastSeen = async (deps: TDeps, m: TMembership, displayId: number) => {
  const c = await getConversation(deps, m, displayId);
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const r = await repo.updateConversation(tx, c.id, {
      agentLastSeenAt: now,
      ...(c.assigneeId === m.accountUser.userId && { assigneeLastSeenAt: now }),
    });
    await announce(tx, r, 'conversation.read');
    return r;
  });
  return present(deps.db, row);
};

/**
 * Marks unread: agent_last_seen_at and assignee_last_seen_at both move to just before the newest
 * incoming message, whoever asks (Chatwoot), so the assignee's unread count comes back too.
 */
export const markUnread = async (deps: TDeps, m: TMembership, displayId: number) => {
  const c = await getConversation(deps, m, displayId);
  const lastAt = await findLastIncomingAt(deps.db, c.id);
  const seen = lastAt ? new Date(lastAt.getTime() - 1000) : null;
  const row = await deps.db.transaction(async (tx) => {
    const r = await repo.updateConversation(tx, c.id, { agentLastSeenAt: seen, assigneeLastSeenAt: seen });
    await announce(tx, r, 'conversation.updated');
    return r;
  });
  return present(deps.db, row);
};

/**
 * Typing is not stored: conversation.typing_on/off with the agent or the Captain assistant (none for a bot)
 * and is_private (never to the visitor when private).
 */
export const toggleTyping = async (
  deps: TDeps,
  actor: Actor,
  c: repo.TConversationRow,
  status: 'on' | 'off' | 'recording',
  isPrivate: boolean,
) => {
  const user =
    actor.kind === 'user'
      ? senderOf(await findUserById(deps.db, actor.id))
      : actor.kind === 'assistant'
        ? presentAssistantSender(actor)
        : null;
  await deps.db.transaction(async (tx) =>
    appendEvent(
      tx,
      c.accountId,
      status === 'off' ? 'conversation.typing_off' : 'conversation.typing_on',
      { conversation: await present(tx, c), user, is_private: isPrivate },
      await audienceFor(tx, c, isPrivate),
    ),
  );
  return {};
};

export const mute = async (deps: TDeps, m: TMembership, displayId: number, muted: boolean) => {
  const c = await getConversation(deps, m, displayId);
  const actor = await memberActor(deps.db, m);
  await deps.db.transaction((tx) => setMuted(tx, actor, c, muted));
  return {};
};

/** Emails the public thread (no private notes, no activity lines) as plain text; 30 per hour per account. */
export const sendTranscript = async (deps: TDeps, m: TMembership, displayId: number, email: string) => {
  const c = await getConversation(deps, m, displayId);
  await mailTranscript(deps, c, email);
  return {};
};

/** Mails the conversation's public thread, counted against the account's transcript limit. */
export const mailTranscript = async (deps: TDeps, c: repo.TConversationRow, email: string) => {
  await hitRateLimit(deps.db, `transcript:${c.accountId}`, TRANSCRIPT_RATE.max, TRANSCRIPT_RATE.windowSeconds);
  const rows = await listPublicThread(deps.db, c.id, 5000);
  const text = await transcriptText(deps.db, c, rows, publicUrl(deps));
  const subject = serverText('mail', null)('transcriptSubject', { id: c.displayId });
  await deps.mailer.send({ to: email, subject, text });
};

export const listAttachments = async (deps: TDeps, m: TMembership, displayId: number) => {
  const c = await getConversation(deps, m, displayId);
  const rows = await listConversationAttachments(deps.db, c.accountId, c.id);
  // The sender is the message's: an agent or the contact (incoming files).
  const senderOfRow = await sendersOf(deps.db, rows);
  return {
    payload: rows.map((r) => ({
      ...presentAttachment(r.attachment),
      created_at: Math.floor(r.createdAt.getTime() / 1000),
      sender: senderOfRow(r),
    })),
  };
};
