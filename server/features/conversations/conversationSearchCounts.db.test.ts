import { describe, expect, it } from 'vitest';
import { CONVERSATION_SEARCH_COUNT_CAP } from '../../../common/contracts/search.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember, forgedHeaders } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { helpers } from './testHelpers.ts';

/**
 * GET conversations/search tab counts: exact up to CONVERSATION_SEARCH_COUNT_CAP matches; past it they cover
 * the most recently active CAP matches and meta.count_capped is true. Always within what the member may see.
 */
const t = setupTestApp();
const { call } = helpers(t);

type TMeta = {
  mine_count: number;
  unassigned_count: number;
  assigned_count: number;
  all_count: number;
  count_capped?: boolean;
};
type TSearch = { data: { meta: TMeta; payload: { id: number }[] } };

const CAP = CONVERSATION_SEARCH_COUNT_CAP;

/**
 * `n` more conversations in the seed conversation's inbox, straight into the tables, each with one public
 * message "<word> <g>": conversation g (1 = most recent activity) is assigned by `assignee(g)`.
 */
const moreConversations = async (
  accountId: number,
  seedDisplayId: number,
  n: number,
  word: string,
  assignee: (g: number) => number | null,
) => {
  const assignees = Array.from({ length: n }, (_, i) => assignee(i + 1));
  await t.database.pool.query(
    `WITH seed AS (SELECT * FROM conversations WHERE account_id = $1 AND display_id = $2),
     made AS (
       INSERT INTO conversations (account_id, display_id, inbox_id, contact_id, contact_inbox_id, assignee_id, last_activity_at)
       SELECT s.account_id, 100000 + $2 * 1000 + g, s.inbox_id, s.contact_id, s.contact_inbox_id, ($4::int[])[g],
              now() + interval '1 hour' - make_interval(mins => g)
       FROM seed s, generate_series(1, $3::int) g
       RETURNING id, account_id, inbox_id, display_id)
     INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content, sender_type)
     SELECT account_id, inbox_id, id, 0, $5 || ' ' || (display_id - 100000 - $2 * 1000), 'Contact' FROM made`,
    [accountId, seedDisplayId, n, assignees, word],
  );
};

const sum = (m: TMeta) => m.unassigned_count + m.assigned_count;

describe('GET conversations/search counts', () => {
  it('counts exactly below the cap, says count_capped past it, and only over what the member may see', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const seed = await buildConversation(t, admin, { members: [agent], message: 'hello there' });
    const uid = agent.user.id;
    // 130 walrus conversations: every 3rd the agent's, every 3rd + 1 the admin's, the rest unassigned.
    const owner = (g: number) => (g % 3 === 0 ? uid : g % 3 === 1 ? admin.user.id : null);
    await moreConversations(admin.accountId, seed.displayId, CAP + 30, 'walrus', owner);
    const search = (who: typeof admin, q: string, extra = '') =>
      call<TSearch>(who, 'GET', `/conversations/search?q=${q}${extra}`);

    // Past the cap: the counts of the CAP most recent matches (g = 1..CAP), flagged.
    const capped = await search(agent, 'walrus');
    expect(capped.status).toBe(200);
    const firstCap = Array.from({ length: CAP }, (_, i) => owner(i + 1));
    expect(capped.body.data.meta).toEqual({
      mine_count: firstCap.filter((a) => a === uid).length,
      unassigned_count: firstCap.filter((a) => a === null).length,
      assigned_count: firstCap.filter((a) => a !== null).length,
      all_count: CAP,
      count_capped: true,
    });
    // Most recent activity first (conversation g has display id base + g), and pages go on past the cap.
    const base = 100000 + seed.displayId * 1000;
    const gs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => base + from + i);
    expect(capped.body.data.payload.map((c) => c.id)).toEqual(gs(1, 25));
    const last = await search(agent, 'walrus', '&page=6');
    expect(last.body.data.payload.map((c) => c.id)).toEqual(gs(126, CAP + 30));
    // The tab's page, the same counts.
    const mine = await search(agent, 'walrus', '&assignee_type=me');
    expect(mine.body.data.payload).toHaveLength(25);
    expect(mine.body.data.meta).toEqual(capped.body.data.meta);

    // Below the cap: exact, no flag. "walrus 1" matches g = 1, 10..19 and 100..130.
    const fewOwners = Array.from({ length: CAP + 30 }, (_, i) => i + 1)
      .filter((g) => `walrus ${g}`.includes('walrus 1'))
      .map(owner);
    const few = await search(agent, 'walrus%201');
    expect(few.body.data.meta).toEqual({
      mine_count: fewOwners.filter((a) => a === uid).length,
      unassigned_count: fewOwners.filter((a) => a === null).length,
      assigned_count: fewOwners.filter((a) => a !== null).length,
      all_count: fewOwners.length,
    });
    expect(few.body.data.payload).toHaveLength(25);
    const adminFew = await search(admin, 'walrus%201');
    expect(adminFew.body.data.meta.mine_count).toBe(fewOwners.filter((a) => a === admin.user.id).length);
    expect(sum(adminFew.body.data.meta)).toBe(fewOwners.length);

    // A custom role limited to unassigned conversations of its inboxes counts only those.
    const role = await buildCustomRole(t, admin.accountId, ['conversation_unassigned_manage']);
    const narrow = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    await call(admin, 'POST', '/inbox_members', { inbox_id: seed.inboxId, user_ids: [agent.user.id, narrow.user.id] });
    const unassignedOnly = await search(narrow, 'walrus%201');
    const unassignedFew = fewOwners.filter((a) => a === null).length;
    expect(unassignedOnly.body.data.meta).toEqual({
      mine_count: 0,
      unassigned_count: unassignedFew,
      assigned_count: 0,
      all_count: unassignedFew,
    });
    expect(unassignedOnly.body.data.payload).toHaveLength(Math.min(25, unassignedFew));

    // An agent outside the inbox: nothing, counted or listed.
    const none = await search(outsider, 'walrus');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({
      meta: { mine_count: 0, unassigned_count: 0, assigned_count: 0, all_count: 0 },
      payload: [],
    });
    // Another account's administrator and a missing token never reach the search.
    const stranger = await buildAdmin(t);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/conversations/search?q=walrus`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/conversations/search?q=walrus`,
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/conversations/search?q=walrus`,
      headers: forgedHeaders(agent.headers),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('caps the same way when the term is common and conversations are walked', async () => {
    const admin = await buildAdmin(t);
    const seed = await buildConversation(t, admin, { message: 'hello there' });
    await moreConversations(admin.accountId, seed.displayId, CAP + 5, 'orca', () => null);
    // Over 2,000 matching messages: the walking plan.
    await t.database.pool.query(
      `INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content, sender_type)
       SELECT c.account_id, c.inbox_id, c.id, 0, 'orca again ' || g, 'Contact'
       FROM conversations c, generate_series(1, 2100) g WHERE c.account_id = $1 AND c.display_id = $2`,
      [admin.accountId, seed.displayId],
    );
    const { result, queries } = await t.recordQueries(() =>
      call<TSearch>(admin, 'GET', '/conversations/search?q=orca&status=open'),
    );
    expect(queries.some((q) => q.includes('offset 0'))).toBe(true);
    expect(result.body.data.meta).toEqual({
      mine_count: 0,
      unassigned_count: CAP,
      assigned_count: 0,
      all_count: CAP,
      count_capped: true,
    });
    const resolved = await call<TSearch>(admin, 'GET', '/conversations/search?q=orca&status=resolved');
    expect(resolved.body.data.meta).toEqual({ mine_count: 0, unassigned_count: 0, assigned_count: 0, all_count: 0 });
  });
});
