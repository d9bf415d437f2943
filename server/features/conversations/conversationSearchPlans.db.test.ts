import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { helpers } from './testHelpers.ts';

/**
 * Conversation search picks one of two plans by how many messages match (over 2,000, or more than that
 * expected by the planner's statistics: walk conversations by activity and ask each for one match; fewer:
 * collect the matches once). Both must find the same rows.
 */
const t = setupTestApp();
const { call } = helpers(t);

type TList = { data: { meta: Record<string, number>; payload: { id: number }[] } };
type TSearch = { payload: { conversations: { id: number }[] } };
/** The query collecting a term's first matching messages. */
const COLLECT = /^select "id", "conversation_id", "private" from "messages"/;

/** `n` public incoming messages with `content` in a conversation, straight into the table. */
const manyMessages = async (accountId: number, displayId: number, content: string, n: number) => {
  await t.database.pool.query(
    `INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content, sender_type)
     SELECT c.account_id, c.inbox_id, c.id, 0, $3 || ' ' || g, 'Contact'
     FROM conversations c, generate_series(1, $4::int) g WHERE c.account_id = $1 AND c.display_id = $2`,
    [accountId, displayId, content, n],
  );
};

describe('conversation search over common and rare terms', () => {
  it('finds the same conversations whichever plan runs, never by a private note, only where the member may look', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const busy = await buildConversation(t, admin);
    const quiet = await buildConversation(t, admin, { members: [agent], message: 'one refund here and a zebra' });
    const noted = await buildConversation(t, admin);
    await call(admin, 'POST', `/conversations/${noted.displayId}/messages`, {
      content: 'refund zebra (internal)',
      private: true,
    });
    const search = async (who: typeof admin, q: string) => {
      const [global, list] = await Promise.all([
        call<TSearch>(who, 'GET', `/search/conversations?q=${q}`),
        call<TList>(who, 'GET', `/conversations/search?q=${q}`),
      ]);
      expect(global.status).toBe(200);
      expect(list.status).toBe(200);
      const ids = list.body.data.payload.map((c) => c.id).sort((a, b) => a - b);
      expect(global.body.payload.conversations.map((c) => c.id).sort((a, b) => a - b)).toEqual(ids);
      return { ids, count: list.body.data.meta.all_count };
    };

    // Rare: a handful of matching messages.
    const rare = await t.recordQueries(() => call(admin, 'GET', '/search/conversations?q=zebra'));
    expect(rare.queries.some((q) => q.includes('offset 0'))).toBe(false);
    expect(rare.queries.some((q) => COLLECT.test(q))).toBe(true);
    expect(await search(admin, 'zebra')).toEqual({ ids: [quiet.displayId], count: 1 });
    expect(await search(admin, 'refund')).toEqual({ ids: [quiet.displayId], count: 1 });

    // Common: over 2,000 matching messages switch the plan; the answer stays the same set.
    await manyMessages(admin.accountId, busy.displayId, 'Refund requested by the customer', 2_100);
    expect(await search(admin, 'refund')).toEqual({
      ids: [busy.displayId, quiet.displayId].sort((a, b) => a - b),
      count: 2,
    });
    const { queries } = await t.recordQueries(() => call(admin, 'GET', '/search/conversations?q=refund'));
    expect(queries.some((q) => q.includes('offset 0'))).toBe(true);
    expect(await search(agent, 'refund')).toEqual({ ids: [quiet.displayId], count: 1 });
    // Contacts (all named Customer) still match on the common plan.
    expect((await search(admin, 'Customer')).ids).toEqual(
      [busy.displayId, quiet.displayId, noted.displayId].sort((a, b) => a - b),
    );

    // When the statistics already say the term is common, the walk starts at once: nothing is collected first.
    await manyMessages(admin.accountId, busy.displayId, 'Refund requested by the customer', 12_000);
    await t.database.pool.query('ANALYZE messages');
    const walked = await t.recordQueries(() => call(admin, 'GET', '/search/conversations?q=refund'));
    expect(walked.queries.some((q) => q.includes('offset 0'))).toBe(true);
    expect(walked.queries.some((q) => COLLECT.test(q))).toBe(false);
    expect(await search(admin, 'refund')).toEqual({
      ids: [busy.displayId, quiet.displayId].sort((a, b) => a - b),
      count: 2,
    });
    expect(await search(agent, 'refund')).toEqual({ ids: [quiet.displayId], count: 1 });
  });

  it('GET search reads a rare term once for conversations and messages, and shows what search/messages shows', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [agent], message: 'pelican public' });
    await call(admin, 'POST', `/conversations/${c.displayId}/messages`, { content: 'pelican note', private: true });
    await t.database.pool.query(
      `INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content)
       SELECT account_id, inbox_id, id, 2, 'pelican activity' FROM conversations WHERE account_id = $1 AND display_id = $2`,
      [admin.accountId, c.displayId],
    );
    type TAll = { payload: { conversations: { id: number }[]; messages: { content: string }[] } };
    for (const who of [admin, agent]) {
      const { result, queries } = await t.recordQueries(() => call<TAll>(who, 'GET', '/search?q=pelican'));
      expect(queries.filter((q) => /^select .*"messages"."content" ilike/.test(q))).toHaveLength(1);
      expect(result.body.payload.conversations.map((x) => x.id)).toEqual([c.displayId]);
      const shown = result.body.payload.messages.map((x) => x.content);
      expect(shown.sort()).toEqual(['pelican note', 'pelican public']);
      const alone = await call<TAll>(who, 'GET', '/search/messages?q=pelican');
      expect(alone.body.payload.messages.map((x) => x.content).sort()).toEqual(shown);
    }
    const none = await call<TAll>(outsider, 'GET', '/search?q=pelican');
    expect(none.body.payload).toEqual({ contacts: [], conversations: [], messages: [] });
  });

  it('checks each walked conversation against the contacts when too many contacts match to collect', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const named = await buildConversation(t, admin, { members: [agent] });
    await buildConversation(t, admin); // its contact is a plain Customer
    await t.database.pool.query(
      `INSERT INTO contacts (account_id, name) SELECT $1, 'Manyname ' || g FROM generate_series(1, 600) g`,
      [admin.accountId],
    );
    await t.database.pool.query(`UPDATE contacts SET name = 'Manyname Special' WHERE id = $1`, [named.contactId]);
    const { result, queries } = await t.recordQueries(() =>
      call<TList>(admin, 'GET', '/conversations/search?q=manyname'),
    );
    expect(queries.some((q) => q.includes('"contact_id" in (select "contacts"."id"'))).toBe(true);
    expect(result.body.data.payload.map((c) => c.id)).toEqual([named.displayId]);
    expect(result.body.data.meta.all_count).toBe(1);
    const few = await t.recordQueries(() => call<TList>(admin, 'GET', '/conversations/search?q=special'));
    expect(few.queries.some((q) => q.includes('"contact_id" in (select "contacts"."id"'))).toBe(false);
    expect(few.result.body.data.payload.map((c) => c.id)).toEqual([named.displayId]);
    const global = await call<TSearch>(agent, 'GET', '/search/conversations?q=manyname');
    expect(global.body.payload.conversations.map((c) => c.id)).toEqual([named.displayId]);
  });
});
