import { and, eq, gt } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { conversations, messages } from '../db/schema/index.ts';
import { addressOf, type TDemoActor, type TDemoApi } from './demo.api.ts';
import type { TContactPlan } from './demo.contacts.plan.ts';
import type { TConversationPlan, TStep } from './demo.conversations.plan.ts';
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
}

/** Opens every conversation in plan order, so display ids follow the timeline. */
export const openConversations = async (
  api: TDemoApi,
  db: TDb,
  ws: TDemoWorkspace,
  plans: TConversationPlan[],
  contactIds: number[],
): Promise<TCreated[]> => {
  const created: { plan: TConversationPlan; displayId: number }[] = [];
  for (const plan of plans) {
    const { id } = await api<{ id: number }>(ws.admin, 'POST', '/conversations', {
      inbox_id: ws.inboxes.get(plan.inbox),
      contact_id: contactIds[plan.contact],
      ...(plan.sourceId && { source_id: plan.sourceId }),
      additional_attributes: plan.additional,
      custom_attributes: plan.custom,
    });
    created.push({ plan, displayId: id });
  }
  const rows = await db
    .select({ id: conversations.id, displayId: conversations.displayId })
    .from(conversations)
    .where(eq(conversations.accountId, ws.accountId));
  const byDisplay = new Map(rows.map((r) => [r.displayId, r.id]));
  return created.map((c) => ({ ...c, id: byDisplay.get(c.displayId) ?? 0 }));
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
      return api(who(ws, step.actor), 'POST', `${base}/assignments`, { assignee_id: who(ws, step.assignee).userId });
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
 * Plays one conversation's steps through the API. Every message a step wrote (including the activity
 * lines the app adds) is dated at the step's planned time right after it, so the thread reads in order.
 */
const playConversation = async (api: TDemoApi, db: TDb, ws: TDemoWorkspace, c: TCreated) => {
  const customer: TDemoActor = { token: ws.admin.token, address: addressOf(100 + c.plan.contact) };
  let lastId = 0;
  for (const step of c.plan.steps) {
    await runStep(api, ws, c, step, customer);
    const at = new Date(step.at);
    const dated = await db
      .update(messages)
      .set({ createdAt: at, updatedAt: at })
      .where(and(eq(messages.conversationId, c.id), gt(messages.id, lastId)))
      .returning({ id: messages.id });
    lastId = Math.max(lastId, ...dated.map((m) => m.id));
  }
};

export const playConversations = async (api: TDemoApi, db: TDb, ws: TDemoWorkspace, created: TCreated[]) => {
  let next = 0;
  const worker = async () => {
    while (next < created.length) {
      const c = created[next++];
      if (c) await playConversation(api, db, ws, c);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
};
