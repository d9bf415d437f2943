import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TCaptainDocumentDetail, TCaptainDocumentList } from '../../../common/contracts/captainKnowledge.ts';
import { captainAssistantResponses, captainDocumentChunks, captainRuns } from '../../db/schema/index.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { buildAssistantRow, buildFaqRow } from '../../test/captainFactories.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { fakeEmbedding } from '../../test/fakeOpenAi.ts';
import { knowledgeCall as call, multipartOf, startSite, tinyPdf } from './knowledgeTestKit.ts';
import { setupCaptainTestApp } from '../../test/captainTestApp.ts';

// Crawls reach the test's own site on loopback; the guard's refusal is crawler.test.ts's.
const { fake, t } = await setupCaptainTestApp({
  CAPTAIN_EMBEDDING_MODEL: 'hash-embed',
  ALLOW_PRIVATE_NETWORK_TARGETS: 'true',
});

const setup = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const assistant = await buildAssistantRow(t, admin.accountId, 'Kettle helper');
  return { admin, agent, assistant };
};

const upload = async (
  who: Awaited<ReturnType<typeof setup>>['admin'],
  assistantId: number,
  file: { name: string; bytes: Buffer },
) => {
  const { payload, contentType } = multipartOf({ 'document[assistant_id]': String(assistantId) }, file);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${who.accountId}/captain/documents`,
    headers: { ...who.headers, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json<TCaptainDocumentDetail & { details?: Record<string, string[]> }>() };
};

const FAQ_JSON = JSON.stringify({
  faqs: [
    { question: 'How long do refunds take?', answer: 'Refunds are paid within five days.' },
    { question: 'Do you ship abroad?', answer: 'Yes, international parcels take ten days.' },
    { question: 'Where is the office', answer: 'In Lisbon.' },
  ],
});

describe('captain/documents', () => {
  it('401 without a token, 404 for another account, agents read but may not write, 422 naming the field', async () => {
    const { admin, agent, assistant } = await setup();
    const stranger = await buildAdmin(t);
    const doc = await call<TCaptainDocumentDetail>(t, admin, 'POST', '/documents', {
      document: { external_link: 'https://docs.example.test/help', assistant_id: assistant.id },
    });
    expect(doc.status).toBe(200);
    expect(doc.body).toMatchObject({ name: 'docs.example.test/help', source_type: 'url', status: 'in_progress' });

    expect((await call(t, null, 'GET', '/documents', undefined, admin.accountId)).status).toBe(401);
    // Not a member of the account: 404, as every account route answers.
    expect((await call(t, stranger, 'GET', `/documents/${doc.body.id}`, undefined, admin.accountId)).status).toBe(404);
    expect((await call(t, stranger, 'GET', `/documents/${doc.body.id}`)).status).toBe(404);
    expect((await call(t, stranger, 'DELETE', `/documents/${doc.body.id}`)).status).toBe(404);
    expect((await call(t, stranger, 'GET', `/documents?assistant_id=${assistant.id}`)).status).toBe(404);
    const foreign = await call(t, stranger, 'POST', '/documents', {
      external_link: 'https://x.test',
      assistant_id: assistant.id,
    });
    expect(foreign.status).toBe(404);

    const list = await call<TCaptainDocumentList>(t, agent, 'GET', `/documents?assistant_id=${assistant.id}`);
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({
      total_count: 1,
      page: 1,
      assistant: { id: assistant.id, name: 'Kettle helper', feature_help_center: false },
    });
    expect((await call(t, agent, 'GET', `/documents/${doc.body.id}`)).status).toBe(200);
    const agentWrite = await call(t, agent, 'POST', '/documents', {
      external_link: 'https://x.test',
      assistant_id: assistant.id,
    });
    expect(agentWrite.status).toBe(401);
    expect((await call(t, agent, 'DELETE', `/documents/${doc.body.id}`)).status).toBe(401);
    expect(
      (await call(t, agent, 'POST', `/assistants/${assistant.id}/help_center_sync`, { enabled: true })).status,
    ).toBe(401);

    const bad = await call<{ details: Record<string, string[]> }>(t, admin, 'POST', '/documents', {
      external_link: 'ftp://x.test/file',
      assistant_id: assistant.id,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.details)).toEqual(['external_link']);

    expect((await call(t, admin, 'DELETE', `/documents/${doc.body.id}`)).status).toBe(200);
    expect((await call(t, admin, 'GET', `/documents/${doc.body.id}`)).status).toBe(404);
  });

  it('an uploaded text file is chunked with embeddings; pending FAQs are generated, near-duplicates skipped', async () => {
    const { admin, assistant } = await setup();
    await buildFaqRow(t, { accountId: admin.accountId, id: assistant.id }, 'Where is the office?', 'In Lisbon.');
    fake.script({ when: 'Task: faq_generation', content: FAQ_JSON });
    const text = ['# Refunds', 'Refunds are paid within five days.', 'International parcels take ten days.'].join(
      '\n\n',
    );
    const up = await upload(admin, assistant.id, { name: 'policy.md', bytes: Buffer.from(text) });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ name: 'policy.md', source_type: 'markdown', status: 'in_progress', pages: 1 });

    await drainJobs(t.deps);
    const doc = await call<TCaptainDocumentDetail>(t, admin, 'GET', `/documents/${up.body.id}`);
    expect(doc.body).toMatchObject({ status: 'available', error: null, content: text, size: text.length });
    const chunks = await t.deps.db
      .select()
      .from(captainDocumentChunks)
      .where(eq(captainDocumentChunks.documentId, up.body.id));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.embedding).toHaveLength(8);
    expect(chunks[0]?.embedding?.[0]).toBeCloseTo(fakeEmbedding(`policy.md\n\n${text}`)[0] ?? 0, 5);

    const faqs = await t.deps.db
      .select()
      .from(captainAssistantResponses)
      .where(eq(captainAssistantResponses.documentId, up.body.id));
    expect(faqs.map((f) => [f.question, f.status, f.documentableType]).sort()).toEqual([
      ['Do you ship abroad?', 'pending', 'Captain::Document'],
      ['How long do refunds take?', 'pending', 'Captain::Document'],
    ]);
    expect(faqs.every((f) => f.embedding?.length === 8)).toBe(true);
    // The model read the chunk; every call was a run of its kind.
    const asked = fake.requests.find((r) => r.path === '/v1/chat/completions')?.body as {
      messages: { content: string }[];
    };
    expect(asked.messages[1]?.content).toContain('Refunds are paid within five days.');
    const kinds = await t.deps.db
      .select({ kind: captainRuns.kind, n: sql<number>`count(*)::int` })
      .from(captainRuns)
      .where(eq(captainRuns.accountId, admin.accountId))
      .groupBy(captainRuns.kind);
    expect(Object.fromEntries(kinds.map((k) => [k.kind, k.n]))).toEqual({ embedding: 2, faq_generation: 1 });

    // Deleting the document removes its chunks and its FAQs.
    await call(t, admin, 'DELETE', `/documents/${up.body.id}`);
    expect(
      await t.deps.db.select().from(captainDocumentChunks).where(eq(captainDocumentChunks.documentId, up.body.id)),
    ).toEqual([]);
  });

  it('reads a PDF’s text; refuses another type, an empty file and one over 10 MB with the field named', async () => {
    const { admin, assistant } = await setup();
    const pdf = await upload(admin, assistant.id, { name: 'Terms.pdf', bytes: tinyPdf('Warranty lasts two years.') });
    expect(pdf.status).toBe(200);
    expect(pdf.body).toMatchObject({ source_type: 'pdf', pages: 1, content: 'Warranty lasts two years.' });

    const docx = await upload(admin, assistant.id, { name: 'notes.docx', bytes: Buffer.from('PK...') });
    expect(docx.status).toBe(422);
    expect(docx.body.details).toEqual({ file: ['must be a PDF, Markdown (.md) or text (.txt) file'] });
    const fakePdf = await upload(admin, assistant.id, { name: 'x.pdf', bytes: Buffer.from('not a pdf') });
    expect(fakePdf.status).toBe(422);
    const empty = await upload(admin, assistant.id, { name: 'empty.txt', bytes: Buffer.from('   \n') });
    expect(empty.body.details).toEqual({ file: ['has no text to read'] });
    const big = await upload(admin, assistant.id, { name: 'big.txt', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 97) });
    expect(big.status).toBe(413);
    const listed = await call<TCaptainDocumentList>(t, admin, 'GET', `/documents?assistant_id=${assistant.id}`);
    expect(listed.body.payload.map((d) => d.name)).toEqual(['Terms.pdf']);
  });

  it('crawls a site from a URL (same host, robots.txt); a start page robots forbid fails with the reason', async () => {
    const { admin, assistant } = await setup();
    const site = await startSite({
      '/robots.txt': 'User-agent: *\nDisallow: /staff\n',
      '/': '<html><head><title>Home</title></head><body><main><h1>Home</h1><p>We sell kettles and teapots to many happy customers.</p><a href="/care">Care</a><a href="/staff">Staff</a></main></body></html>',
      '/care':
        '<html><head><title>Care</title></head><body><main><h1>Care</h1><p>Descale your kettle every month with white vinegar.</p></main></body></html>',
      '/staff': '<html><body><p>Secret.</p></body></html>',
    });
    try {
      const ok = await call<TCaptainDocumentDetail>(t, admin, 'POST', '/documents', {
        external_link: `${site.base}/`,
        assistant_id: assistant.id,
        name: 'Shop site',
      });
      const refused = await call<TCaptainDocumentDetail>(t, admin, 'POST', '/documents', {
        external_link: `${site.base}/staff`,
        assistant_id: assistant.id,
      });
      await drainJobs(t.deps);
      const read = await call<TCaptainDocumentDetail>(t, admin, 'GET', `/documents/${ok.body.id}`);
      expect(read.body).toMatchObject({ name: 'Shop site', status: 'available', pages: 2 });
      expect(read.body.content).toContain('Descale your kettle every month');
      expect(read.body.content).not.toContain('Secret');
      const chunks = await t.deps.db
        .select({ title: captainDocumentChunks.title, url: captainDocumentChunks.url })
        .from(captainDocumentChunks)
        .where(eq(captainDocumentChunks.documentId, ok.body.id))
        .orderBy(captainDocumentChunks.position);
      expect(chunks).toEqual([
        { title: 'Home', url: `${site.base}/` },
        { title: 'Care', url: `${site.base}/care` },
      ]);
      const failed = await call<TCaptainDocumentDetail>(t, admin, 'GET', `/documents/${refused.body.id}`);
      expect(failed.body).toMatchObject({ status: 'failed', error: 'robots' });
    } finally {
      await site.close();
    }
  });

  it('when the model is down the document stays available, FAQ generation retries then says why', async () => {
    const { admin, assistant } = await setup();
    fake.fail(500);
    const up = await upload(admin, assistant.id, {
      name: 'a.txt',
      bytes: Buffer.from('Opening hours are nine to five.'),
    });
    const later = new Date(Date.now() + 3_600_000);
    await drainJobs(t.deps);
    await drainJobs(t.deps, { now: later });
    await drainJobs(t.deps, { now: new Date(later.getTime() + 3_600_000) });
    const doc = await call<TCaptainDocumentDetail>(t, admin, 'GET', `/documents/${up.body.id}`);
    expect(doc.body).toMatchObject({ status: 'available', error: 'faq_model_unavailable' });
    const runs = await t.deps.db
      .select({ kind: captainRuns.kind, outcome: captainRuns.outcome })
      .from(captainRuns)
      .where(eq(captainRuns.accountId, admin.accountId));
    expect(runs.filter((r) => r.kind === 'faq_generation').map((r) => r.outcome)).toEqual(['error', 'error', 'error']);
  });
});
