import type { TDb } from '../db/client.ts';
import { MESSAGE_TYPES } from '../../common/contracts/conversations.ts';
import { insertMessageRow } from '../features/messages/index.ts';
import { addressOf, type TDemoActor, type TDemoApi } from './demo.api.ts';
import type { TContactPlan } from './demo.contacts.plan.ts';
import type { TConversationPlan, TStep } from './demo.conversations.plan.ts';
import { findConversationId, findLastEventId, updateMessageDatesAfter, updateStatusEventDates } from './demo.repo.ts';
import type { TDemoWorkspace } from './demo.setup.ts';
import { mentionMarkup } from './demo.text.ts';

/** Conversations handled at once: the steps of one conversation always run in order. */
const PARALLEL = 4;

/** Creates the contacts (with their labels) and returns their ids by plan index. */
export const createContacts = async (api: TDemoApi, ws: TDemoWorkspace, plans: TContactPlan[]) => {
  const ids: number[] = [];
  for (const c of plans) {
    const res = await api<{ payload: { contact: { id: number } } }>(ws.admin, 'POST', '/contacts', c.body);
    const id = res.payload.contact.id;
    if (c.labels.length) await api(ws.admin, 'POST', `/contacts/${id}/labels`, { labels: c.labels });
    ids.push(id);
  }
  return ids;
};

interface TCreated {
  plan: TConversationPlan;
  displayId: number;
  id: number;
  contactId: number;
}

/** Opens one conversation through the API; returns its display id and row id. */
const openConversation = async (
  api: TDemoApi,
  db: TDb,
  ws: TDemoWorkspace,
  plan: TConversationPlan,
  contactId: number,
): Promise<TCreated> => {
  const { id: displayId } = await api<{ id: number }>(ws.admin, 'POST', '/conversations', {
    inbox_id: ws.inboxes.get(plan.inbox),
    contact_id: contactId,
    ...(plan.sourceId && { source_id: plan.sourceId }),
    additional_attributes: plan.additional,
    custom_attributes: plan.custom,
  });
  const id = await findConversationId(db, ws.accountId, displayId);
  if (id === null) throw new Error(`demo seed: conversation ${displayId} vanished`);
  return { plan, displayId, id, contactId };
};

const who = (ws: TDemoWorkspace, key: string) => {
  const person = ws.people.get(key);
  if (!person) throw new Error(`demo seed: unknown agent ${key}`);
  return person;
};

const runStep = async (api: TDemoApi, ws: TDemoWorkspace, c: TCreated, step: TStep, customer: TDemoActor) => {
  const base = `/conversations/${c.displayId}`;
  switch (step.kind) {
    case 'incoming':
      return api(customer, 'POST', `${base}/messages`, { content: step.content, message_type: 'incoming' });
    case 'outgoing':
      return api(who(ws, step.actor), 'POST', `${base}/messages`, { content: step.content });
    case 'note': {
      const mate = step.mention ? who(ws, step.mention) : null;
      const content = step.content.replace('{mention}', mate ? mentionMarkup(mate.userId, mate.name) : 'the team');
      return api(who(ws, step.actor), 'POST', `${base}/messages`, { content, private: true });
    }
    case 'assign':
      return api(who(ws, step.actor), 'POST', `${base}/assignments`, {
        assignee_id: who(ws, step.assignee).userId,
        ...(step.team && { team_id: ws.teams.get(step.team) }),
      });
    case 'team':
      return api(who(ws, step.actor), 'POST', `${base}/assignments`, { team_id: ws.teams.get(step.team) });
    case 'labels':
      return api(who(ws, step.actor), 'POST', `${base}/labels`, { labels: step.labels });
    case 'priority':
      return api(who(ws, step.actor), 'POST', `${base}/toggle_priority`, { priority: step.priority });
    case 'status':
      return api(who(ws, step.actor), 'POST', `${base}/toggle_status`, {
        status: step.status,
        ...(step.snoozeUntil && { snoozed_until: Math.floor(step.snoozeUntil / 1000) }),
      });
  }
};

/**
 * Plays one conversation's steps in order. Actions (assignments, labels, priority, status, private notes
 * with mentions) and a customer writing into a resolved conversation go through the API, so the app
 * writes its activity lines, participants, notifications, snooze jobs and CSAT surveys itself; every row
 * a step wrote is then dated at the step's planned time (its status events too, for reports). Plain replies back and forth are written
 * straight to the messages table, already dated — the API would only add realtime events nobody
 * listens to for past history. The conversation's derived times come from them (demo.repo.ts, updateHistoryDates).
 */
const playConversation = async (api: TDemoApi, db: TDb, ws: TDemoWorkspace, c: TCreated) => {
  const customer: TDemoActor = { token: ws.admin.token, address: addressOf(100 + c.plan.contact) };
  const inboxId = ws.inboxes.get(c.plan.inbox) ?? 0;
  let lastId = 0;
  let resolved = false;
  for (const step of c.plan.steps) {
    const at = new Date(step.at);
    if (step.kind === 'outgoing' || (step.kind === 'incoming' && !resolved)) {
      const incoming = step.kind === 'incoming';
      const row = await insertMessageRow(db, {
        accountId: ws.accountId,
        inboxId,
        conversationId: c.id,
        messageType: incoming ? MESSAGE_TYPES.incoming : MESSAGE_TYPES.outgoing,
        content: step.content,
        senderType: incoming ? 'Contact' : 'User',
        senderId: incoming ? c.contactId : who(ws, step.actor).userId,
        createdAt: at,
        updatedAt: at,
      });
      if (!row) throw new Error('demo message not inserted');
      lastId = row.id;
      continue;
    }
    const lastEventId = await findLastEventId(db);
    await runStep(api, ws, c, step, customer);
    await updateStatusEventDates(db, ws.accountId, c.displayId, lastEventId, at);
    if (step.kind === 'status') resolved = step.status === 'resolved';
    if (step.kind === 'incoming') resolved = false;
    const dated = await updateMessageDatesAfter(db, ws.accountId, c.id, lastId, at);
    lastId = Math.max(lastId, ...dated);
  }
};

/**
 * Opens the conversations one after another in plan order (so display ids follow the timeline) and
 * plays up to PARALLEL of them at once meanwhile. The first failure stops the seed.
 */
export const runConversations = async (
  api: TDemoApi,
  db: TDb,
  ws: TDemoWorkspace,
  plans: TConversationPlan[],
  contactIds: number[],
) => {
  const created: TCreated[] = [];
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  for (const plan of plans) {
    if (failure) break;
    const c = await openConversation(api, db, ws, plan, contactIds[plan.contact] ?? 0);
    created.push(c);
    const task: Promise<void> = playConversation(api, db, ws, c)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => running.delete(task));
    running.add(task);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw (failure as { error: unknown }).error;
  return created;
};
