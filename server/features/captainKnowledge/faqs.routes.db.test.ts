import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TCaptainFaq, TCaptainFaqList } from '../../../common/contracts/captainKnowledge.ts';
import { CONSUMERS } from '../../consumers/index.ts';
import { captainAssistantResponses, captainInboxes, messages } from '../../db/schema/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { buildAssistantRow, buildDocumentRow, buildFaqRow } from '../../test/captainFactories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { fakeEmbedding } from '../../test/fakeOpenAi.ts';
import { searchKnowledge } from './retrieval.ts';
import { knowledgeCall as call } from './knowledgeTestKit.ts';
import { setupCaptainTestApp } from '../../test/captainTestApp.ts';

const { fake, t } = await setupCaptainTestApp({ CAPTAIN_EMBEDDING_MODEL: 'hash-embed' });

const setup = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const assistant = await buildAssistantRow(t, admin.accountId, 'Kettle helper');
  const a = { accountId: admin.accountId, id: assistant.id };
  return { admin, agent, assistant, a };
};

describe('captain/assistant_responses', () => {
  it('401 without a token, 404 for another account, agents read but may not write, 422 naming the field', async () => {
    const { admin, agent, assistant, a } = await setup();
    const faq = await buildFaqRow(t, a, 'How do I descale?', 'Use vinegar.');
    const stranger = await buildAdmin(t);
    expect((await call(t, null, 'GET', '/assistant_responses', undefined, admin.accountId)).status).toBe(401);
    expect((await call(t, stranger, 'GET', `/assistant_responses/${faq.id}`)).status).toBe(404);
    expect((await call(t, stranger, 'PATCH', `/assistant_responses/${faq.id}`, { answer: 'x' })).status).toBe(404);
    expect((await call(t, stranger, 'DELETE', `/assistant_responses/${faq.id}`)).status).toBe(404);
    const foreign = await call(t, stranger, 'POST', '/assistant_responses', {
      question: 'Q?',
      answer: 'A.',
      assistant_id: assistant.id,
    });
    expect(foreign.status).toBe(404);
    const strangerBulk = await call<{ ids: number[] }>(t, stranger, 'POST', '/bulk_actions', {
      type: 'AssistantResponse',
      ids: [faq.id],
      fields: { status: 'delete' },
    });
    expect(strangerBulk.body).toEqual({ ids: [] });

    expect((await call(t, agent, 'GET', `/assistant_responses/${faq.id}`)).status).toBe(200);
    expect((await call(t, agent, 'PATCH', `/assistant_responses/${faq.id}`, { answer: 'x' })).status).toBe(401);
    expect((await call(t, agent, 'DELETE', `/assistant_responses/${faq.id}`)).status).toBe(401);
    const agentBulk = await call(t, agent, 'POST', '/bulk_actions', {
      type: 'AssistantResponse',
      ids: [faq.id],
      fields: { status: 'approve' },
    });
    expect(agentBulk.status).toBe(401);

    const bad = await call<{ details: Record<string, string[]> }>(t, admin, 'POST', '/assistant_responses', {
      assistant_response: { question: ' ', answer: 'A.', assistant_id: assistant.id },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.details)).toEqual(['question']);
    const badBulk = await call(t, admin, 'POST', '/bulk_actions', { type: 'Document', ids: [faq.id], fields: {} });
    expect(badBulk.status).toBe(422);
  });

  it('adds (approved, embedded), edits (embedded again), deletes; lists with filters, search and pages of 25', async () => {
    const { admin, agent, assistant, a } = await setup();
    const doc = await buildDocumentRow(t, a, 'Care guide', ['Descale monthly.']);
    const created = await call<TCaptainFaq>(t, admin, 'POST', '/assistant_responses', {
      assistant_response: { question: 'How do I descale?', answer: 'Use white vinegar.', assistant_id: assistant.id },
    });
    expect(created.body).toMatchObject({
      status: 'approved',
      documentable_type: 'User',
      documentable_id: admin.user.id,
      document: null,
    });
    const row = async (id: number) =>
      (await t.deps.db.select().from(captainAssistantResponses).where(eq(captainAssistantResponses.id, id)))[0];
    expect((await row(created.body.id))?.embedding?.[0]).toBeCloseTo(
      fakeEmbedding('How do I descale?\nUse white vinegar.')[0] ?? 0,
      5,
    );
    const edited = await call<TCaptainFaq>(t, admin, 'PATCH', `/assistant_responses/${created.body.id}`, {
      answer: 'Use citric acid.',
      status: 'pending',
    });
    expect(edited.body).toMatchObject({ answer: 'Use citric acid.', status: 'pending' });
    expect((await row(created.body.id))?.embedding?.[0]).toBeCloseTo(
      fakeEmbedding('How do I descale?\nUse citric acid.')[0] ?? 0,
      5,
    );

    const fromDoc = await t.deps.db
      .insert(captainAssistantResponses)
      .values({
        accountId: admin.accountId,
        assistantId: assistant.id,
        question: 'How often should I descale the kettle?',
        answer: 'Monthly.',
        documentId: doc.id,
        documentableType: 'Captain::Document',
        documentableId: doc.id,
      })
      .returning();
    for (let i = 0; i < 26; i++) await buildFaqRow(t, a, `Filler question number ${i}`, 'Filler.');

    const list = (q: string) =>
      call<TCaptainFaqList>(t, agent, 'GET', `/assistant_responses?assistant_id=${assistant.id}${q}`);
    const first = await list('');
    expect(first.body.payload).toHaveLength(25);
    expect(first.body.meta).toMatchObject({ total_count: 28, page: 1, assistant: { name: 'Kettle helper' } });
    expect((await list('&page=2')).body.payload).toHaveLength(3);
    const pending = await list('&status=pending');
    expect(pending.body.payload.map((f) => f.question).sort()).toEqual([
      'How do I descale?',
      'How often should I descale the kettle?',
    ]);
    const byDoc = await list(`&document_id=${doc.id}`);
    expect(byDoc.body.payload.map((f) => f.document)).toEqual([{ id: doc.id, name: 'Care guide' }]);
    // Search: words (stemmed), and a typo by trigrams.
    expect((await list('&search=descaling')).body.payload.map((f) => f.id).sort()).toEqual(
      [created.body.id, fromDoc[0]!.id].sort(),
    );
    expect((await list('&search=desclae kettle')).body.payload[0]?.id).toBe(fromDoc[0]!.id);

    expect((await call(t, admin, 'DELETE', `/assistant_responses/${created.body.id}`)).status).toBe(200);
    expect((await call(t, admin, 'GET', `/assistant_responses/${created.body.id}`)).status).toBe(404);
  });

  it('bulk approves and deletes the account’s FAQs only', async () => {
    const { admin, a } = await setup();
    const [p1, p2, p3] = [
      await buildFaqRow(t, a, 'One?', '1', 'pending'),
      await buildFaqRow(t, a, 'Two?', '2', 'pending'),
      await buildFaqRow(t, a, 'Three?', '3', 'pending'),
    ];
    const other = await buildAdmin(t);
    const theirs = await buildFaqRow(
      t,
      await buildAssistantRow(t, other.accountId).then((r) => r),
      'Theirs?',
      'x',
      'pending',
    );
    const approve = await call<{ ids: number[] }>(t, admin, 'POST', '/bulk_actions', {
      type: 'AssistantResponse',
      ids: [p1.id, p2.id, theirs.id, p1.id],
      fields: { status: 'approve' },
    });
    expect(approve.body.ids).toEqual([p1.id, p2.id]);
    const del = await call<{ ids: number[] }>(t, admin, 'POST', '/bulk_actions', {
      type: 'AssistantResponse',
      ids: [p2.id, p3.id, theirs.id],
      fields: { status: 'delete' },
    });
    expect(del.body.ids).toEqual([p2.id, p3.id]);
    const left = await t.deps.db.select().from(captainAssistantResponses);
    expect(left.filter((f) => f.accountId === admin.accountId).map((f) => [f.id, f.status])).toEqual([
      [p1.id, 'approved'],
    ]);
    expect(left.find((f) => f.id === theirs.id)?.status).toBe('pending');
  });

  it('a resolved conversation of an assistant’s inbox suggests pending FAQs from the customer’s and agents’ words only', async () => {
    const { admin, assistant } = await setup();
    const conv = await buildConversation(t, admin, { message: 'You can return it within 30 days.' });
    const [c] = await t.deps.db
      .execute<{ id: number }>(
        // The conversation's id by display id (the test seeds messages straight into it).
        (await import('drizzle-orm'))
          .sql`SELECT id FROM conversations WHERE account_id = ${admin.accountId} AND display_id = ${conv.displayId}`,
      )
      .then((r) => r.rows);
    const base = { accountId: admin.accountId, inboxId: conv.inboxId, conversationId: c!.id };
    await t.deps.db.insert(messages).values([
      { ...base, messageType: 0, content: 'Can I return a kettle I bought last week?', senderType: 'Contact' },
      {
        ...base,
        messageType: 1,
        content: 'SECRET internal note',
        private: true,
        senderType: 'User',
        senderId: admin.user.id,
      },
      { ...base, messageType: 1, content: 'ASSISTANT wrote this', senderType: null },
    ]);
    await t.deps.db
      .insert(captainInboxes)
      .values({ accountId: admin.accountId, assistantId: assistant.id, inboxId: conv.inboxId });
    fake.script({
      when: 'Task: faq_suggestion',
      content: JSON.stringify({ faqs: [{ question: 'Can I return a kettle?', answer: 'Yes, within 30 days.' }] }),
    });
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/conversations/${conv.displayId}/toggle_status`,
      headers: admin.headers,
      payload: { status: 'resolved' },
    });
    expect(resolved.statusCode).toBe(200);
    await drainConsumers(t.deps, CONSUMERS);
    await drainJobs(t.deps);

    const list = await call<TCaptainFaqList>(
      t,
      admin,
      'GET',
      `/assistant_responses?assistant_id=${assistant.id}&status=pending`,
    );
    expect(list.body.payload).toMatchObject([
      {
        question: 'Can I return a kettle?',
        documentable_type: 'Conversation',
        documentable_id: c!.id,
        conversation: { id: c!.id, display_id: conv.displayId },
      },
    ]);
    const asked = JSON.stringify(fake.requests.find((r) => r.path === '/v1/chat/completions')?.body);
    expect(asked).toContain('Customer: Can I return a kettle I bought last week?');
    expect(asked).toContain('Agent: You can return it within 30 days.');
    expect(asked).not.toContain('SECRET');
    expect(asked).not.toContain('ASSISTANT wrote');
  });

  it('retrieval re-ranks its text matches by embedding when a model is set', async () => {
    const { admin, a } = await setup();
    const query = 'kettle warranty repair';
    // Both match the words; the second's stored embedding is the query's own, the first's its opposite.
    const far = await buildFaqRow(t, a, 'Kettle warranty repair kettle warranty', 'Two years.');
    const near = await buildFaqRow(t, a, 'Is repair covered?', 'Yes, under the kettle warranty.');
    const e = fakeEmbedding(query);
    await t.deps.db
      .update(captainAssistantResponses)
      .set({ embedding: e.map((x) => -x) })
      .where(eq(captainAssistantResponses.id, far.id));
    await t.deps.db
      .update(captainAssistantResponses)
      .set({ embedding: e })
      .where(eq(captainAssistantResponses.id, near.id));
    const hits = await searchKnowledge(t.deps, { accountId: admin.accountId, assistantId: a.id, query, limit: 2 });
    expect(hits.map((h) => h.id)).toEqual([near.id, far.id]);
  });
});
