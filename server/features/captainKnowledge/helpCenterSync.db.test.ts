import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TCaptainDocumentList, TKnowledgeAssistant } from '../../../common/contracts/captainKnowledge.ts';
import { CONSUMERS } from '../../consumers/index.ts';
import { captainDocumentChunks } from '../../db/schema/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { buildAssistantRow } from '../../test/captainFactories.ts';
import { buildAdmin } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildArticle, buildPortal } from '../../test/helpCenterFactories.ts';
import { knowledgeCall as call } from './knowledgeTestKit.ts';
import { searchKnowledge } from './retrieval.ts';

// No model: articles are read and searched by text alone.
const t = setupTestApp({ FRONTEND_URL: 'https://help.example.test' });

const settle = async () => {
  await drainConsumers(t.deps, CONSUMERS);
  await drainJobs(t.deps);
};

describe('help-centre articles as documents', () => {
  it('published articles become documents, re-read on change, removed when unpublished or deleted or when turned off', async () => {
    const admin = await buildAdmin(t);
    const assistant = await buildAssistantRow(t, admin.accountId);
    const portal = await buildPortal(t, admin);
    const base = `/api/v1/accounts/${admin.accountId}/portals/${portal.slug}/articles`;
    const published = await buildArticle(t, admin, portal.slug, {
      title: 'Descaling',
      slug: 'descaling',
      content: '<p>Descale the kettle <strong>every month</strong>.</p>',
      status: 'published',
    });
    await buildArticle(t, admin, portal.slug, { title: 'Draft', content: '<p>Not yet.</p>', status: 'draft' });

    const on = await call<TKnowledgeAssistant>(t, admin, 'POST', `/assistants/${assistant.id}/help_center_sync`, {
      enabled: true,
    });
    expect(on.body).toMatchObject({ id: assistant.id, feature_help_center: true });
    await settle();
    const docs = async () =>
      (await call<TCaptainDocumentList>(t, admin, 'GET', `/documents?assistant_id=${assistant.id}`)).body;
    const first = await docs();
    expect(first.meta.assistant?.feature_help_center).toBe(true);
    expect(first.payload).toMatchObject([
      {
        name: 'Descaling',
        source_type: 'article',
        article_id: published.id,
        status: 'available',
        external_link: `https://help.example.test/hc/${portal.slug}/articles/descaling`,
      },
    ]);
    const hits = await searchKnowledge(t.deps, {
      accountId: admin.accountId,
      assistantId: assistant.id,
      query: 'how often to descale',
      limit: 3,
    });
    expect(hits[0]).toMatchObject({
      kind: 'chunk',
      title: 'Descaling',
      content: 'Descale the kettle **every month**.',
    });

    // An edit re-reads it; a newly published article is added.
    await t.app.inject({
      method: 'PATCH',
      url: `${base}/${published.id}`,
      headers: admin.headers,
      payload: { title: 'Descaling your kettle', content: '<p>Descale it every two weeks.</p>' },
    });
    const second = await buildArticle(t, admin, portal.slug, { title: 'Warranty', status: 'published' });
    await settle();
    const after = await docs();
    expect(after.payload.map((d) => d.name).sort()).toEqual(['Descaling your kettle', 'Warranty']);
    const docId = after.payload.find((d) => d.article_id === published.id)?.id ?? 0;
    const chunks = await t.deps.db
      .select({ content: captainDocumentChunks.content })
      .from(captainDocumentChunks)
      .where(eq(captainDocumentChunks.documentId, docId));
    expect(chunks).toEqual([{ content: 'Descale it every two weeks.' }]);

    // Unpublished (archived) and deleted articles leave.
    await t.app.inject({
      method: 'PATCH',
      url: `${base}/${second.id}`,
      headers: admin.headers,
      payload: { status: 'archived' },
    });
    await settle();
    expect((await docs()).payload.map((d) => d.name)).toEqual(['Descaling your kettle']);
    await t.app.inject({ method: 'DELETE', url: `${base}/${published.id}`, headers: admin.headers });
    await settle();
    expect((await docs()).payload).toEqual([]);

    // Turned off: the article documents go, and changes no longer add any.
    await buildArticle(t, admin, portal.slug, { title: 'Later', status: 'published' });
    await settle();
    expect((await docs()).payload).toHaveLength(1);
    await call(t, admin, 'POST', `/assistants/${assistant.id}/help_center_sync`, { enabled: false });
    await buildArticle(t, admin, portal.slug, { title: 'Even later', status: 'published' });
    await settle();
    expect((await docs()).payload).toEqual([]);
  });
});
