import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZCreateMessageRequest } from '../../../common/contracts/conversations.ts';
import { conversations, events, messages } from '../../db/schema/index.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { findUserById } from '../users/users.repo.ts';
import { canBatch, messageBatchStats, writeMessageBatched } from './messageBatch.ts';
import { writeMessage, type TMessageWrite } from './messageWrite.ts';

const t = setupTestApp();

const conversationRow = async (accountId: number, displayId: number) => {
  const [c] = await t.database.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.accountId, accountId), eq(conversations.displayId, displayId)));
  if (!c) throw new Error('no conversation');
  return c;
};

const writeOf = async (m: TMember, displayId: number, body: Record<string, unknown>): Promise<TMessageWrite> => ({
  conversation: await conversationRow(m.accountId, displayId),
  userId: m.user.id,
  user: (await findUserById(t.database.db, m.user.id)) ?? undefined,
  input: ZCreateMessageRequest.parse(body),
  attributes: {},
  stored: [],
});

const lastEvent = async (accountId: number) =>
  (
    await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.accountId, accountId), eq(events.name, 'message.created')))
      .orderBy(desc(events.id))
      .limit(1)
  )[0];

/** An event's payload without what differs between two messages (ids and times). */
const comparable = (data: Record<string, unknown>) => {
  const { id: _id, created_at: _c, updated_at: _u, conversation, ...rest } = data;
  const { last_activity_at: _l, ...slice } = conversation as Record<string, unknown>;
  return { ...rest, conversation: slice };
};

describe('batched replies', () => {
  it.each([
    ['a public reply', { content: 'Thanks, on it', echo_id: 'e-1' }],
    ['a private note', { content: 'Customer is on the pro plan', private: true }],
  ])('%s writes and announces exactly what writeMessage does', async (_, body) => {
    const admin = await buildAdmin(t);
    const { displayId } = await buildConversation(t, admin, { message: 'Hello' });
    const alone = await writeOf(admin, displayId, body);
    expect(canBatch(alone)).toBe(true);
    const one = await t.database.db.transaction((tx) => writeMessage(tx, alone));
    const eventAlone = await lastEvent(admin.accountId);
    const before = { ...messageBatchStats };
    const batched = await writeMessageBatched(t.database.db, await writeOf(admin, displayId, body));
    expect(messageBatchStats.batches).toBe(before.batches + 1);
    const eventBatched = await lastEvent(admin.accountId);

    const { id: _a, created_at: _b, updated_at: _c, ...payloadAlone } = one.payload;
    const { id: idBatched, created_at: _d, updated_at: _e, ...payloadBatched } = batched.payload;
    expect(payloadBatched).toEqual(payloadAlone);
    expect(comparable(eventBatched!.data)).toEqual(comparable(eventAlone!.data));
    expect(eventBatched!.audience).toEqual(eventAlone!.audience);
    expect((eventBatched!.data as { id: number }).id).toBe(idBatched);

    const rows = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, one.conversation.id))
      .orderBy(desc(messages.id))
      .limit(2);
    const strip = (r: (typeof rows)[number]) => ({ ...r, id: 0, createdAt: null, updatedAt: null });
    expect(rows[0]!.id).toBe(idBatched);
    expect(strip(rows[0]!)).toEqual(strip(rows[1]!));
    const conv = await conversationRow(admin.accountId, displayId);
    expect(conv.lastActivityAt.getTime()).toBe(rows[0]!.createdAt.getTime());
    expect(conv.waitingSince).toBeNull();
    expect(batched.conversation.lastActivityAt.getTime()).toBe(conv.lastActivityAt.getTime());
  });

  it('writes replies that arrive together in one transaction, each its own message and event, in order', async () => {
    const admin = await buildAdmin(t);
    const a = await buildConversation(t, admin, { message: 'Hello' });
    const b = await buildConversation(t, admin, { message: 'Hello' });
    const writes = await Promise.all(
      Array.from({ length: 13 }, (_, i) => writeOf(admin, i % 2 ? a.displayId : b.displayId, { content: `r${i}` })),
    );
    const before = { ...messageBatchStats };
    // The first starts a batch at once; the twelve that arrive meanwhile go together in the next.
    const results = await Promise.all(writes.map((w) => writeMessageBatched(t.database.db, w)));
    expect(messageBatchStats.batches - before.batches).toBe(2);
    expect(messageBatchStats.items - before.items).toBe(13);
    expect(results.map((r) => r.payload.content)).toEqual(writes.map((w) => w.input.content));
    const ids = results.map((r) => r.payload.id);
    expect(new Set(ids).size).toBe(13);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const announced = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.accountId, admin.accountId), eq(events.name, 'message.created')))
      .orderBy(desc(events.id))
      .limit(13);
    expect(announced.reverse().map((e) => (e.data as { id: number }).id)).toEqual(ids);
  });

  it('writes the rest of a batch when one reply fails, and fails only that one', async () => {
    const admin = await buildAdmin(t);
    const live = await buildConversation(t, admin, { message: 'Hello' });
    const doomed = await buildConversation(t, admin, { message: 'Hello' });
    const first = await writeOf(admin, live.displayId, { content: 'first' });
    const rest = await Promise.all(
      [0, 1, 2, 3].map((i) => writeOf(admin, i === 2 ? doomed.displayId : live.displayId, { content: `r${i}` })),
    );
    await t.database.db.delete(conversations).where(eq(conversations.id, rest[2]!.conversation.id));
    const before = { ...messageBatchStats };
    const settled = await Promise.allSettled([first, ...rest].map((w) => writeMessageBatched(t.database.db, w)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(messageBatchStats.fallbacks - before.fallbacks).toBe(1);
    const stored = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, first.conversation.id));
    expect(stored.map((r) => r.content).sort()).toEqual(['Hello', 'first', 'r0', 'r1', 'r3']);
  });

  it('keeps every tenant apart when look-ups of many callers go together', async () => {
    const admin = await buildAdmin(t);
    const inside = await buildMember(t, { accountId: admin.accountId });
    const outside = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t); // another account's administrator
    const { displayId } = await buildConversation(t, admin, { members: [inside], message: 'Hello' });
    const post = (m: TMember, accountId = m.accountId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${accountId}/conversations/${displayId}/messages`,
        headers: m.headers,
        payload: { content: `from ${m.user.id}` },
      });
    const rounds = await Promise.all(
      Array.from({ length: 4 }, () =>
        Promise.all([
          post(inside),
          post(outside),
          post(admin),
          post(stranger),
          post(stranger, admin.accountId),
          t.app.inject({
            method: 'POST',
            url: `/api/v1/accounts/${admin.accountId}/conversations/${displayId}/messages`,
            payload: { content: 'nobody' },
          }),
        ]),
      ),
    );
    for (const r of rounds) expect(r.map((x) => x.statusCode)).toEqual([200, 404, 200, 404, 404, 401]);
    const stored = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, (await conversationRow(admin.accountId, displayId)).id));
    expect(stored.length).toBe(1 + 8);
  });
});
