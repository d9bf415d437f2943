import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { TRANSCRIPT_RATE, type TUpdateConversationRequest } from '../../../common/contracts/conversationsActions.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import type { TMembership } from '../auth/index.ts';
import { presentAttachment } from '../attachments/index.ts';
import { listConversationAttachments } from '../attachments/index.ts';
import * as repo from '../conversationCore/index.ts';
import { senderOf } from '../conversationCore/index.ts';
import { announce, audienceFor, present } from '../conversationCore/index.ts';
import { getConversation } from '../conversationCore/index.ts';
import { setPriority } from './conversations.service.ts';
import { recordActivity } from '../messages/index.ts';
import { findLastIncomingAt, listPublicThread } from '../messages/index.ts';
import { findUserById, userName } from '../users/index.ts';
import { applyStatus } from './status.ts';
import { sendersOf } from '../messages/index.ts';
import { transcriptText } from './transcript.ts';
import { knownLabelTitles } from '../labels/index.ts';
import { applySlaPolicy } from '../sla/index.ts';

const actorName = (deps: TDeps, m: TMembership) => userName(deps.db, m.accountUser.userId);

export const getLabels = async (deps: TDeps, m: TMembership, displayId: number) => ({
  payload: (await getConversation(deps, m, displayId)).labels,
});

/**
 * Replaces a conversation's labels in `tx`, writing "added"/"removed" activity lines. A title the account
 * has no label for is dropped (as Chatwoot does); labels the conversation already carries stay addable.
 */
export const applyLabels = async (tx: TExecutor, c: repo.TConversationRow, wanted: string[], actor: string) => {
  const carried = new Map(c.labels.map((l) => [l.toLowerCase(), l]));
  const known = await knownLabelTitles(
    tx,
    c.accountId,
    wanted.filter((l) => !carried.has(l.toLowerCase())),
  );
  for (const l of known) carried.set(l.toLowerCase(), l);
  const next: string[] = [];
  for (const l of wanted) {
    const title = carried.get(l.toLowerCase());
    if (title && !next.includes(title)) next.push(title);
  }
  const lower = (xs: string[]) => new Set(xs.map((x) => x.toLowerCase()));
  const [before, after] = [lower(c.labels), lower(next)];
  const added = next.filter((l) => !before.has(l.toLowerCase()));
  const removed = c.labels.filter((l) => !after.has(l.toLowerCase()));
  if (!added.length && !removed.length) return c;
  const row = await repo.updateConversation(tx, c.id, { labels: next });
  if (added.length) await recordActivity(tx, row, (w) => w.labels.added(actor, added));
  if (removed.length) await recordActivity(tx, row, (w) => w.labels.removed(actor, removed));
  await announce(tx, row, 'conversation.updated', { before: c });
  return row;
};

export const setLabels = async (deps: TDeps, m: TMembership, displayId: number, labels: string[]) => {
  const c = await getConversation(deps, m, displayId);
  const actor = await actorName(deps, m);
  const row = await deps.db.transaction((tx) => applyLabels(tx, c, labels, actor));
  return { payload: row.labels };
};

/** PATCH conversations/{id}: priority and SLA policy, each with its activity line (one transaction). */
export const update = async (deps: TDeps, m: TMembership, displayId: number, input: TUpdateConversationRequest) => {
  const c = await getConversation(deps, m, displayId);
  const actor = await actorName(deps, m);
  const row = await deps.db.transaction(async (tx) => {
    let row = c;
    if (input.priority !== undefined) row = await setPriority(tx, row, input.priority ?? null, actor);
    if (input.sla_policy_id !== undefined) row = await applySlaPolicy(tx, row, input.sla_policy_id, actor);
    return row;
  });
  return present(deps.db, row);
};

export const setCustomAttributes = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  attrs: Record<string, unknown>,
) => {
  const c = await getConversation(deps, m, displayId);
  const row = await deps.db.transaction(async (tx) => {
    const r = await repo.updateConversation(tx, c.id, { customAttributes: attrs });
    await announce(tx, r, 'conversation.updated', { before: c });
    return r;
  });
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

/** Typing is not stored: conversation.typing_on/off with the agent and is_private (never to the visitor when private). */
export const toggleTyping = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  status: 'on' | 'off' | 'recording',
  isPrivate: boolean,
) => {
  const c = await getConversation(deps, m, displayId);
  const user = senderOf(await findUserById(deps.db, m.accountUser.userId));
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

/** Mute resolves the conversation and keeps new customer messages from reopening it (in `tx`). */
export const applyMuted = async (tx: TExecutor, c: repo.TConversationRow, muted: boolean, actor: string) => {
  if (c.muted === muted) return c;
  let row = await repo.updateConversation(tx, c.id, { muted });
  if (muted && row.status !== STATUS_VALUE.resolved)
    row = await applyStatus(tx, row, STATUS_VALUE.resolved, { actorName: actor });
  await recordActivity(tx, row, (w) => (muted ? w.muted(actor) : w.unmuted(actor)));
  await announce(tx, row, 'conversation.updated', { before: c });
  return row;
};

export const setMuted = async (deps: TDeps, m: TMembership, displayId: number, muted: boolean) => {
  const c = await getConversation(deps, m, displayId);
  const actor = await actorName(deps, m);
  await deps.db.transaction((tx) => applyMuted(tx, c, muted, actor));
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
  await deps.mailer.send({ to: email, subject: `[#${c.displayId}] Conversation Transcript`, text });
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
