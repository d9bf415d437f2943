import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWING_EVENT } from '../../common/realtime.ts';
import { connectCable } from '../test/cableClient.ts';
import { buildConversation } from '../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../test/factories.ts';
import { setupTestApp } from '../test/harness.ts';

const t = setupTestApp();
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
const clients: Awaited<ReturnType<typeof connectCable>>[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

const join = async (m: TMember) => {
  const c = await connectCable(base);
  clients.push(c);
  const { id } = await c.subscribe({ pubsub_token: m.user.pubsubToken, account_id: m.accountId, user_id: m.user.id });
  return { c, id };
};

describe('collision: conversation.viewing', () => {
  it('tells everyone who may see the conversation that an agent has it open, and nobody else', async () => {
    const admin = await buildAdmin(t);
    const inside = await buildMember(t, { accountId: admin.accountId });
    const outside = await buildMember(t, { accountId: admin.accountId });
    const conv = await buildConversation(t, admin, { members: [inside] });
    const a = await join(admin);
    const i = await join(inside);
    const o = await join(outside);

    i.c.perform(i.id, 'viewing', { conversation_id: conv.displayId, viewing: true });
    const seen = await a.c.waitFor((f) => typeof f.message === 'object' && f.message.event === VIEWING_EVENT);
    expect(seen.message).toMatchObject({
      event: VIEWING_EVENT,
      seq: expect.any(Number),
      data: {
        account_id: admin.accountId,
        conversation_id: conv.displayId,
        viewing: true,
        user: { id: inside.user.id, name: inside.user.name },
      },
    });
    // The outsider may not see the conversation: its own "viewing" is ignored and it hears nothing.
    o.c.perform(o.id, 'viewing', { conversation_id: conv.displayId, viewing: true });
    // Commands of one socket run in order: once its presence answer is back, its viewing was handled.
    o.c.perform(o.id, 'update_presence');
    await o.c.waitFor((f) => typeof f.message === 'object' && f.message.event === 'presence.update');
    a.c.perform(a.id, 'viewing', { conversation_id: conv.displayId, viewing: false });
    await i.c.waitFor(
      (f) => typeof f.message === 'object' && f.message.event === VIEWING_EVENT && f.message.data.viewing === false,
    );
    const fromOutsider = a.c
      .events()
      .filter((e) => e.event === VIEWING_EVENT && (e.data.user as { id: number }).id === outside.user.id);
    expect(fromOutsider).toEqual([]);
    expect(o.c.events().filter((e) => e.event === VIEWING_EVENT)).toEqual([]);
  });
});
