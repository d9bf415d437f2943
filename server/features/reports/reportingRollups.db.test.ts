import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportingConsumer } from '../../consumers/reporting.consumer.ts';
import type { TStoredEvent } from '../../events/consumers.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildReportAccount } from '../../test/reportFactories.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { insertReportingEvents, replaceConversationReportingEvents } from './reportingEvents.repo.ts';
import { listRollupDifferences } from './reportingRollups.repo.ts';

/**
 * reporting_event_rollups is a second copy of reporting_events' figures: these tests rebuild it from the
 * raw rows and compare with what the write door (the reporting consumer, the seeding factories) kept.
 */
const t = setupTestApp();
const h = helpers(t);

/** 08:00 UTC on a Monday ahead; the clock moves by minutes from it, across several hours. */
const BASE = (() => {
  const d = new Date(Date.now() + 2 * 86_400_000);
  d.setUTCHours(8, 0, 0, 0);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.getTime();
})();
const clock = (minutes: number) => vi.setSystemTime(new Date(BASE + minutes * 60_000));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock(0);
});
afterAll(() => {
  vi.useRealTimers();
});

const ok = async <T = Record<string, unknown>>(who: TMember, method: 'POST' | 'PATCH', path: string, body: unknown) => {
  const res = await h.call<T>(who, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

/** The kept rollups' total count and the raw rows', with the rows where a rebuild differs. */
const compare = async (accountId: number) => {
  const { rows } = await t.database.pool.query<{ kept: string; raw: string }>(
    `SELECT (SELECT coalesce(sum(count), 0) FROM reporting_event_rollups WHERE account_id = $1) AS kept,
       (SELECT count(*) FROM reporting_events WHERE account_id = $1) AS raw`,
    [accountId],
  );
  return {
    kept: Number(rows[0]?.kept),
    raw: Number(rows[0]?.raw),
    differences: await listRollupDifferences(t.deps.db, accountId),
  };
};

describe('reporting rollups', () => {
  it('the consumer keeps them equal to a rebuild, through reopens, reassignment, replays and events out of order', async () => {
    clock(0);
    const admin = await buildAdmin(t);
    const a = await buildMember(t, { accountId: admin.accountId });
    const b = await buildMember(t, { accountId: admin.accountId });
    const inbox = await ok<{ id: number }>(admin, 'POST', '/inboxes', {
      name: 'Web',
      channel: { type: 'web_widget', website_url: 'https://x.test' },
    });
    await ok(admin, 'POST', '/inbox_members', { inbox_id: inbox.id, user_ids: [a.user.id, b.user.id] });
    const contact = (
      await ok<{ payload: { contact: { id: number } } }>(admin, 'POST', '/contacts', { name: 'Customer' })
    ).payload.contact;
    const at = (minute: number) => clock(minute);
    const conversation = async (minute: number) => {
      at(minute);
      return (await ok<{ id: number }>(admin, 'POST', '/conversations', { inbox_id: inbox.id, contact_id: contact.id }))
        .id;
    };
    const customer = async (id: number, minute: number) => {
      at(minute);
      await ok(admin, 'POST', `/conversations/${id}/messages`, { content: 'Hello?', message_type: 'incoming' });
    };
    const reply = async (who: TMember, id: number, minute: number) => {
      at(minute);
      await ok(who, 'POST', `/conversations/${id}/messages`, { content: 'On it' });
    };
    const status = async (id: number, minute: number, next: string) => {
      at(minute);
      await ok(admin, 'POST', `/conversations/${id}/toggle_status`, { status: next });
    };
    const assign = async (id: number, minute: number, userId: number) => {
      at(minute);
      await ok(admin, 'POST', `/conversations/${id}/assignments`, { assignee_id: userId });
    };

    // Handled in order, as they commit.
    const first = await conversation(0);
    await assign(first, 0, a.user.id);
    await customer(first, 5);
    await reply(a, first, 50);
    await customer(first, 70);
    await assign(first, 80, b.user.id);
    await reply(b, first, 130);
    await status(first, 150, 'resolved');
    await customer(first, 200);
    await reply(b, first, 230);
    await status(first, 245, 'resolved');
    await drainConsumers(t.deps, [reportingConsumer]);
    const inOrder = await compare(admin.accountId);
    expect(inOrder.raw).toBeGreaterThan(5);
    expect(inOrder).toEqual({ kept: inOrder.raw, raw: inOrder.raw, differences: [] });

    // Sequenced but handled newest first, then all again: rows are written, rewritten and deleted as
    // the timeline fills in (a resolution's start moves when its reopen arrives).
    const second = await conversation(300);
    await customer(second, 301);
    await status(second, 320, 'resolved');
    await customer(second, 380);
    await reply(a, second, 400);
    await status(second, 410, 'pending');
    await status(second, 470, 'open');
    await reply(b, second, 475);
    await status(second, 530, 'resolved');
    await drainConsumers(t.deps, []);
    const { rows } = await t.database.pool.query<Omit<TStoredEvent, 'accountId'> & { account_id: number }>(
      `SELECT id, account_id, seq, name, data, audience FROM events
       WHERE account_id = $1 AND seq IS NOT NULL AND name IN ('message.created', 'conversation.status_changed') ORDER BY seq DESC`,
      [admin.accountId],
    );
    for (const e of [...rows, ...rows.slice().reverse()])
      await reportingConsumer.job.handler(
        { ...e, id: Number(e.id), seq: Number(e.seq), accountId: e.account_id },
        { deps: t.deps, jobId: 'again', attempt: 2, accountId: e.account_id },
      );
    const replayed = await compare(admin.accountId);
    expect(replayed.raw).toBeGreaterThan(inOrder.raw);
    expect(replayed).toEqual({ kept: replayed.raw, raw: replayed.raw, differences: [] });
  });

  it('the write door keeps them through updates across days, new credits, deletions and seeded rows', async () => {
    const { accountId, agents, conversations } = await buildReportAccount(t);
    const seeded = await compare(accountId);
    expect(seeded.raw).toBeGreaterThan(5);
    expect(seeded).toEqual({ kept: seeded.raw, raw: seeded.raw, differences: [] });

    const displayId = Object.values(conversations)[0];
    const { rows } = await t.database.pool.query<{ id: number; inbox_id: number }>(
      'SELECT id, inbox_id FROM conversations WHERE account_id = $1 AND display_id = $2',
      [accountId, displayId],
    );
    const conv = rows[0];
    if (!conv) throw new Error('no conversation');
    const row = (key: string, minute: number, value: number, userId: number | null) => ({
      accountId,
      inboxId: conv.inbox_id,
      conversationId: conv.id,
      userId,
      name: 'reply_time',
      sourceKey: `rollup-test:${key}`,
      value,
      valueInBusinessHours: value / 3,
      eventStartTime: new Date(BASE),
      eventEndTime: new Date(BASE + minute * 60_000),
      createdAt: new Date(BASE + minute * 60_000),
    });
    const replace = (rs: ReturnType<typeof row>[]) =>
      t.deps.db.transaction((tx) => replaceConversationReportingEvents(tx, conv.id, rs));
    await replace([row('a', 10, 0.1, agents.alice), row('b', 20, 0.2, agents.bob), row('c', 70, 1 / 3, null)]);
    // a: a new value; b: the next UTC day (BASE is 08:00) and another agent; c: gone; d: new.
    await replace([
      row('a', 10, 0.7, agents.alice),
      row('b', 1000, 0.2, agents.alice),
      row('d', 10, 2 / 7, agents.bob),
    ]);
    await replace([
      row('a', 10, 0.7, agents.alice),
      row('b', 1000, 0.2, agents.alice),
      row('d', 10, 2 / 7, agents.bob),
    ]);
    await insertReportingEvents(t.deps.db, [{ ...row('e', 15, 1e-9, null), sourceKey: null }]);
    const after = await compare(accountId);
    expect(after.raw).toBe(seeded.raw + 4);
    expect(after).toEqual({ kept: after.raw, raw: after.raw, differences: [] });
    // Every row of the conversation gone: the rollup holds nothing for it (counts 0, sums exactly 0).
    await replace([]);
    expect(await compare(accountId)).toMatchObject({ differences: [] });
  });
});
