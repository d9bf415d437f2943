import { describe, expect, it } from 'vitest';
import { planContacts } from './demo.contacts.plan.ts';
import { DEMO_CONVERSATION_COUNT, planConversations } from './demo.conversations.plan.ts';
import { DEMO_ADMIN, DEMO_AGENTS } from './demo.people.ts';
import { createRandom } from './demo.random.ts';
import { DEMO_SEED } from './demo.seed.ts';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const plan = () => {
  const rng = createRandom(DEMO_SEED);
  const contacts = planContacts(rng, NOW);
  return { contacts, conversations: planConversations(rng, contacts, NOW) };
};

describe('demo plans', () => {
  it('are the same on every run', () => {
    expect(JSON.stringify(plan())).toBe(JSON.stringify(plan()));
  });

  it('give contacts unique emails and phones', () => {
    const { contacts } = plan();
    const emails = contacts.flatMap((c) => (c.email ? [c.email] : []));
    const phones = contacts.flatMap((c) => (c.phone ? [c.phone] : []));
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(phones).size).toBe(phones.length);
    expect(contacts.every((c) => c.email || c.phone)).toBe(true);
    expect(phones.every((p) => /^\+[1-9]\d{7,14}$/.test(p))).toBe(true);
  });

  it('open every conversation with the customer and keep its steps in the past, in order', () => {
    const { conversations } = plan();
    expect(conversations).toHaveLength(DEMO_CONVERSATION_COUNT);
    for (const c of conversations) {
      expect(c.steps[0]?.kind).toBe('incoming');
      const times = c.steps.map((s) => s.at);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(NOW);
      expect(Math.min(...times)).toBeGreaterThan(NOW - 61 * 86_400_000);
    }
  });

  it('assign only agents of the conversation inbox and snooze into the future', () => {
    const people = new Map([DEMO_ADMIN, ...DEMO_AGENTS].map((p) => [p.key, p]));
    for (const c of plan().conversations) {
      for (const s of c.steps) {
        if (s.kind === 'assign') expect(people.get(s.assignee)?.inboxes).toContain(c.inbox);
        if (s.kind === 'outgoing' || s.kind === 'note') expect(people.get(s.actor)?.inboxes).toContain(c.inbox);
        if (s.kind === 'status' && s.status === 'snoozed') expect(s.snoozeUntil).toBeGreaterThan(NOW);
      }
      // Only the mention is filled in later, when the agents' ids are known.
      const unfilled = c.steps.filter((s) => 'content' in s && s.content.replace('{mention}', '').includes('{'));
      expect(unfilled).toEqual([]);
    }
  });

  it('mixes statuses, inboxes and unread conversations', () => {
    const { conversations } = plan();
    const count = (f: (c: (typeof conversations)[number]) => boolean) => conversations.filter(f).length;
    for (const status of ['open', 'pending', 'snoozed', 'resolved'] as const)
      expect(count((c) => c.status === status)).toBeGreaterThan(5);
    for (const inbox of ['web', 'email', 'app', 'sms'] as const)
      expect(count((c) => c.inbox === inbox)).toBeGreaterThan(20);
    expect(count((c) => c.unread)).toBeGreaterThan(10);
  });
});
