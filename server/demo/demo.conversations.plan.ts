import type { TPriority } from '../../common/contracts/conversations.ts';
import type { TContactPlan } from './demo.contacts.plan.ts';
import { DEMO_ADMIN, DEMO_AGENTS, type TInboxKey, type TTeamKey } from './demo.people.ts';
import type { TRandom } from './demo.random.ts';
import { ACCOUNT_SCRIPTS } from './demo.scripts.account.ts';
import { ORDER_SCRIPTS } from './demo.scripts.orders.ts';
import { PRODUCT_SCRIPTS } from './demo.scripts.product.ts';
import { CLOSINGS, NUDGES, THANKS, WRAP_UPS, type TScript } from './demo.scripts.ts';
import { fill, shapeForChannel, textValues } from './demo.text.ts';
import { conversationAttributes, delays, statusFor, TEAMMATE_REPLIES, REOPENINGS } from './demo.timeline.ts';

export const DEMO_CONVERSATION_COUNT = 320;
export const SCRIPTS: TScript[] = [...ACCOUNT_SCRIPTS, ...ORDER_SCRIPTS, ...PRODUCT_SCRIPTS];

export type TDemoStatus = 'open' | 'pending' | 'snoozed' | 'resolved';

/** One thing that happens in a conversation, at `at` (ms epoch), done by `actor` (an agent key). */
export type TStep = { at: number; actor: string } & (
  | { kind: 'incoming'; content: string }
  | { kind: 'outgoing'; content: string }
  | { kind: 'note'; content: string; mention: string | null }
  | { kind: 'assign'; assignee: string; team?: TTeamKey }
  | { kind: 'team'; team: TTeamKey }
  | { kind: 'labels'; labels: string[] }
  | { kind: 'priority'; priority: TPriority }
  | { kind: 'status'; status: Exclude<TDemoStatus, 'open'>; snoozeUntil?: number }
);

export interface TConversationPlan {
  index: number;
  inbox: TInboxKey;
  contact: number;
  script: string;
  status: TDemoStatus;
  /** The agents have not read the customer's last messages. */
  unread: boolean;
  sourceId: string | undefined;
  additional: Record<string, unknown>;
  custom: Record<string, unknown>;
  steps: TStep[];
}

const PEOPLE = [DEMO_ADMIN, ...DEMO_AGENTS];
const membersOf = (inbox: TInboxKey) => PEOPLE.filter((p) => p.inboxes.includes(inbox));
const nameOf = (key: string) => PEOPLE.find((p) => p.key === key)?.name ?? key;

const INBOX_WEIGHTS: [TInboxKey, number][] = [
  ['web', 4],
  ['email', 3],
  ['app', 1.5],
  ['sms', 1.5],
];

const canUse = (inbox: TInboxKey, c: TContactPlan) =>
  inbox === 'email' ? c.email !== null : inbox === 'sms' ? c.phone !== null : true;

const pickInboxAndContact = (rng: TRandom, script: TScript, contacts: TContactPlan[]) => {
  const allowed = INBOX_WEIGHTS.filter(([k]) => !script.inboxes || script.inboxes.includes(k));
  const inbox = rng.weighted(allowed);
  for (let i = 0; i < 20; i++) {
    // A skew: a few customers write often, some never.
    const c = contacts[Math.floor(contacts.length * rng.next() ** 1.4)];
    if (c && canUse(inbox, c)) return { inbox, contact: c };
  }
  const fallback = contacts.find((c) => canUse(inbox, c)) ?? contacts[0];
  if (!fallback) throw new Error('no demo contacts');
  return { inbox: canUse(inbox, fallback) ? inbox : 'web', contact: fallback };
};

const pickAssignee = (rng: TRandom, script: TScript, inbox: TInboxKey) => {
  const members = membersOf(inbox).filter((p) => p.role === 'agent');
  const onTeam = members.filter((p) => p.teams.includes(script.team));
  if (rng.chance(0.05)) return DEMO_ADMIN.key;
  return rng.pick(onTeam.length ? onTeam : members).key;
};

export const planConversation = (
  rng: TRandom,
  index: number,
  contacts: TContactPlan[],
  now: number,
): TConversationPlan => {
  const script = rng.weighted(SCRIPTS.map((s) => [s, s.weight ?? 1] as const));
  const { inbox, contact } = pickInboxAndContact(rng, script, contacts);
  const ageDays = 60 * rng.next() ** 1.7;
  const start = now - ageDays * 86_400_000 - rng.int(10, 40) * 60_000;
  let status = statusFor(rng, ageDays);
  const assigned = status !== 'open' || ageDays > 2 || rng.chance(0.7);
  const values = textValues(rng, { ...contact, company: contact.company, city: contact.city.city });
  const assignee = assigned ? pickAssignee(rng, script, inbox) : null;
  const speed = delays(inbox);
  const steps: TStep[] = [];
  let t = start;
  const wait = (range: readonly [number, number]) => (t += rng.int(range[0], range[1]) * 60_000);
  const say = (who: 'customer' | 'agent', line: string, author: string) =>
    shapeForChannel(inbox, who, fill(line, { ...values, agent: nameOf(author).split(' ')[0] ?? '' }), {
      first: contact.first,
      agentName: nameOf(author),
    });
  const customerSays = (line: string) =>
    steps.push({
      at: t,
      actor: 'customer',
      kind: 'incoming',
      content: say('customer', line, assignee ?? DEMO_ADMIN.key),
    });

  customerSays(rng.pick(script.opening));
  let unread = false;
  if (!assignee) {
    if (rng.chance(0.4)) {
      wait(speed.nudge);
      customerSays(rng.pick(NUDGES));
    }
    if (rng.chance(0.3)) steps.push({ at: wait([1, 5]), actor: DEMO_ADMIN.key, kind: 'team', team: script.team });
    unread = true;
  } else {
    const assigner = rng.chance(0.5) ? assignee : DEMO_ADMIN.key;
    wait(speed.firstResponse);
    const team = rng.chance(0.75) ? script.team : undefined;
    steps.push({ at: t, actor: assigner, kind: 'assign', assignee, ...(team && { team }) });
    const labels = [...script.labels, ...(contact.labels.includes('vip') ? (['vip'] as const) : [])];
    if (labels.length && rng.chance(0.85)) steps.push({ at: wait([0, 2]), actor: assignee, kind: 'labels', labels });
    const priority = rng.weighted(script.priority);
    if (priority) steps.push({ at: wait([0, 2]), actor: assignee, kind: 'priority', priority });

    const reopened = status === 'open' && ageDays > 4 && rng.chance(0.15);
    const turns =
      status === 'resolved' || reopened
        ? script.turns.length
        : cutPoint(rng, script, status === 'open' ? 'any' : 'agent');
    for (const turn of script.turns.slice(0, turns)) {
      const line = rng.pick(turn.say);
      if (turn.who === 'customer') {
        wait(speed.customer);
        customerSays(line);
      } else if (turn.who === 'agent') {
        steps.push({ at: wait(speed.agent), actor: assignee, kind: 'outgoing', content: say('agent', line, assignee) });
      } else {
        const mates = membersOf(inbox).filter((p) => p.key !== assignee && p.role === 'agent');
        const mate = mates.length ? rng.pick(mates).key : null;
        const content = fill(line, values, '{mention}');
        steps.push({ at: wait([1, 15]), actor: assignee, kind: 'note', content, mention: mate });
        if (mate && rng.chance(0.5))
          steps.push({
            at: wait([5, 60]),
            actor: mate,
            kind: 'note',
            content: rng.pick(TEAMMATE_REPLIES),
            mention: null,
          });
      }
    }
    if (status === 'resolved' || reopened) {
      const thanked = rng.chance(0.8);
      if (thanked) {
        wait(speed.customer);
        customerSays(rng.pick(THANKS));
      }
      if (rng.chance(thanked ? 0.7 : 0.6)) {
        const line = rng.pick(thanked ? CLOSINGS : WRAP_UPS);
        steps.push({ at: wait(speed.agent), actor: assignee, kind: 'outgoing', content: say('agent', line, assignee) });
      }
      steps.push({ at: wait([1, 20]), actor: assignee, kind: 'status', status: 'resolved' });
      if (reopened) {
        wait([24 * 60, 72 * 60]);
        customerSays(rng.pick(REOPENINGS));
        unread = true;
      }
    } else if (status === 'open') {
      const last = steps.filter((s) => s.kind === 'incoming' || s.kind === 'outgoing').at(-1);
      if (last?.kind === 'outgoing' && rng.chance(0.5)) {
        wait(speed.customer);
        customerSays(rng.pick(NUDGES.slice(1)));
      }
      const tail = steps.filter((s) => s.kind === 'incoming' || s.kind === 'outgoing').at(-1);
      unread = tail?.kind === 'incoming' && rng.chance(0.75);
    } else {
      const snoozeUntil = status === 'snoozed' ? now + rng.int(20, 96) * 3_600_000 : undefined;
      steps.push({ at: wait([1, 10]), actor: assignee, kind: 'status', status, ...(snoozeUntil && { snoozeUntil }) });
    }
  }
  if (!assignee) status = 'open';
  compress(steps, start, now);
  const { additional, custom } = conversationAttributes(rng, inbox, script, values, start);
  return {
    index,
    inbox,
    contact: contact.index,
    script: script.key,
    status,
    unread,
    sourceId:
      inbox === 'email' ? (contact.email ?? undefined) : inbox === 'sms' ? (contact.phone ?? undefined) : undefined,
    additional,
    custom,
    steps,
  };
};

/** How many turns to play so the conversation stops mid-way (or right after an agent's turn). */
const cutPoint = (rng: TRandom, script: TScript, endOn: 'any' | 'agent') => {
  const options = script.turns
    .map((turn, i) => ({ turn, n: i + 1 }))
    .filter(({ turn, n }) => n < script.turns.length && (endOn === 'any' || turn.who === 'agent'));
  const first = script.turns.findIndex((turn) => turn.who === 'agent') + 1;
  return options.length ? rng.pick(options).n : endOn === 'agent' ? Math.max(1, first) : 0;
};

/** A timeline that ran past now is squeezed to end a couple of minutes ago, keeping its order. */
const compress = (steps: TStep[], start: number, now: number) => {
  const limit = now - 2 * 60_000;
  const end = steps.at(-1)?.at ?? start;
  if (end <= limit) return;
  const factor = (limit - start) / (end - start);
  for (const s of steps) s.at = Math.round(start + (s.at - start) * factor);
};

/** The demo's conversations, oldest first (so display ids grow with time, as in real life). */
export const planConversations = (rng: TRandom, contacts: TContactPlan[], now: number) =>
  Array.from({ length: DEMO_CONVERSATION_COUNT }, (_, i) => planConversation(rng, i, contacts, now))
    .sort((a, b) => (a.steps[0]?.at ?? 0) - (b.steps[0]?.at ?? 0))
    .map((p, i) => ({ ...p, index: i }));
