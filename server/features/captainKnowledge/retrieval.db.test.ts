import { describe, expect, it } from 'vitest';
import { buildAssistantRow, buildDocumentRow, buildFaqRow } from '../../test/captainFactories.ts';
import { buildAccount } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { searchKnowledge } from './retrieval.ts';

const t = setupTestApp();

describe('knowledge retrieval', () => {
  it('finds approved FAQs and chunks by their words and forgives typos, within one assistant', async () => {
    const account = await buildAccount(t);
    const a = await buildAssistantRow(t, account.id);
    const other = await buildAssistantRow(t, account.id);
    const refund = await buildFaqRow(t, a, 'How do I get a refund?', 'Refunds are paid within 5 days.');
    await buildFaqRow(t, a, 'Can I get my money back for a refund?', 'Not before approval.', 'pending');
    await buildFaqRow(t, other, 'How do I get a refund quickly?', 'Ask the other team.');
    await buildFaqRow(t, a, 'Where is the office?', 'In Lisbon.');
    const doc = await buildDocumentRow(t, a, 'Shipping policy', [
      'Parcels are shipped every weekday from our warehouse.',
      'International shipping takes ten days.',
    ]);

    const q = (query: string) => searchKnowledge(t.deps, { accountId: account.id, assistantId: a.id, query, limit: 5 });

    const refunds = await q('I want a refund for my order');
    expect(refunds.map((h) => [h.kind, h.id])).toEqual([['faq', refund.id]]);
    expect(refunds[0]).toMatchObject({ title: 'How do I get a refund?', content: 'Refunds are paid within 5 days.' });

    // Stemming: "shipped" finds "shipping"; the better chunk first.
    const shipping = await q('how long does international shipping take');
    expect(shipping[0]).toMatchObject({
      kind: 'chunk',
      documentId: doc.id,
      content: 'International shipping takes ten days.',
    });

    // A typo in a short query still finds the FAQ by trigrams.
    expect((await q('refnd')).map((h) => h.id)).toContain(refund.id);
    // Another account sees nothing of this assistant.
    const stranger = await buildAccount(t);
    expect(
      await searchKnowledge(t.deps, { accountId: stranger.id, assistantId: a.id, query: 'refund', limit: 5 }),
    ).toEqual([]);
    expect(await q('')).toEqual([]);
  });
});
