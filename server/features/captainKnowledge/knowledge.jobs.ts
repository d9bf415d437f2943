import type { TExecutor } from '../../db/client.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { defineJob, enqueueJob, type TJobContext } from '../../jobs/queue.ts';
import { findDocument, updateDocument } from './documents.repo.ts';
import { generateDocumentFaqs, suggestConversationFaqs } from './faqGeneration.ts';
import { syncHelpCenter } from './helpCenterSync.ts';
import { ingestDocument } from './ingest.ts';
import { assistantOfInbox } from './sources.repo.ts';

const MODEL_ATTEMPTS = 3;

/**
 * A model call that failed (down, quota spent, not configured): retried while attempts remain, then logged
 * and given up — a knowledge job never fails for the model. Answers the error's code when it gave up.
 */
const retryModel = async (ctx: TJobContext, what: string, run: () => Promise<void>) => {
  try {
    await run();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const last = err.code === 'provider_not_configured' || ctx.attempt >= MODEL_ATTEMPTS;
    ctx.deps.log.warn({ accountId: ctx.accountId, code: err.code, attempt: ctx.attempt, last }, `captain ${what}`);
    if (!last) throw err;
    return err.code;
  }
};

/** FAQs of a document that became available: pending pairs from its chunks. */
export const faqGenerationJob = defineJob<{ accountId: number; documentId: number }>(
  'captain.faq_generation',
  async ({ accountId, documentId }, ctx) => {
    const doc = await findDocument(ctx.deps.db, accountId, documentId);
    if (!doc || doc.status !== 'available') return;
    const gaveUp = await retryModel(ctx, 'faq generation failed', async () => {
      await generateDocumentFaqs(ctx.deps, doc);
    });
    // The document stays usable (its chunks are searched); the screen says why it has no FAQs.
    if (gaveUp)
      await updateDocument(ctx.deps.db, doc.id, {
        error: gaveUp === 'provider_not_configured' ? 'faq_not_configured' : 'faq_model_unavailable',
      });
  },
  { maxAttempts: MODEL_ATTEMPTS, retryDelaySeconds: 30 },
);

/** Reads a new document (crawl, file text) into chunks; then its FAQs are generated. */
export const documentIngestJob = defineJob<{ accountId: number; documentId: number }>(
  'captain.document_ingest',
  async ({ accountId, documentId }, ctx) => {
    const doc = await findDocument(ctx.deps.db, accountId, documentId);
    if (!doc) return;
    try {
      if (!(await ingestDocument(ctx.deps, doc)) || doc.sourceType === 'article') return;
    } catch (err) {
      if (ctx.attempt >= 3) await updateDocument(ctx.deps.db, doc.id, { status: 'failed', error: 'internal' });
      throw err;
    }
    await enqueueJob(ctx.deps.db, faqGenerationJob, { accountId, documentId }, { accountId });
  },
  { maxAttempts: 3, retryDelaySeconds: 15, expireInSeconds: 10 * 60 },
);

/** FAQs suggested by a resolved conversation of an inbox with an assistant. */
export const conversationFaqJob = defineJob<{ accountId: number; displayId: number }>(
  'captain.conversation_faqs',
  async ({ accountId, displayId }, ctx) => {
    await retryModel(ctx, 'faq suggestion failed', async () => {
      await suggestConversationFaqs(ctx.deps, accountId, displayId);
    });
  },
  { maxAttempts: MODEL_ATTEMPTS, retryDelaySeconds: 60 },
);

/** The account's help-centre articles as documents of the assistants that keep them (one, or all). */
export const helpCenterSyncJob = defineJob<{ accountId: number; assistantId?: number }>(
  'captain.help_center_sync',
  async ({ accountId, assistantId }, ctx) => {
    await syncHelpCenter(ctx.deps, accountId, assistantId);
  },
  { maxAttempts: 3, retryDelaySeconds: 30, expireInSeconds: 30 * 60, concurrency: 1 },
);

/** Queues the help-centre sync of the account after an article changed (one queued sync per account). */
export const queueHelpCenterSync = (db: TExecutor, accountId: number, assistantId?: number) =>
  enqueueJob(
    db,
    helpCenterSyncJob,
    { accountId, ...(assistantId !== undefined && { assistantId }) },
    { accountId, dedupeKey: `captain-hc-sync:${accountId}:${assistantId ?? 'all'}` },
  );

/**
 * A conversation was resolved: when its inbox is connected to an assistant, its FAQ suggestion is queued (once
 * per resolve event). Most inboxes have none: one read, nothing queued.
 */
export const onConversationResolved = async (
  deps: TDeps,
  c: { accountId: number; inboxId: number; displayId: number; eventId: number },
) => {
  if ((await assistantOfInbox(deps.db, c.accountId, c.inboxId)) === null) return;
  await enqueueJob(
    deps.db,
    conversationFaqJob,
    { accountId: c.accountId, displayId: c.displayId },
    { accountId: c.accountId, dedupeKey: `captain-conv-faq:${c.eventId}` },
  );
};
