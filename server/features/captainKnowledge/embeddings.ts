import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { embed, runModel } from '../captain/index.ts';

/** Texts per embeddings request. */
const BATCH = 32;
/** Characters of one text sent to the embedding model (models take ~8k tokens). */
const TEXT_CHARS = 8_000;

/** Thrown inside runModel's call when the endpoint has no embedding model: no run is recorded for it. */
class NoEmbeddingModel extends Error {}

/**
 * Embeddings of the texts with the account's embedding model, through runModel (quota, timeout, a
 * `captain_runs` row of kind `embedding`), or null when there is none: no model set, Captain not configured,
 * the quota spent or the model down. Knowledge works without them (full text and trigrams), so a failure here
 * is logged, never thrown.
 */
export const embedTexts = async (
  deps: TDeps,
  who: { accountId: number; assistantId?: number },
  texts: string[],
): Promise<number[][] | null> => {
  if (!texts.length) return [];
  const vectors: number[][] = [];
  try {
    for (let i = 0; i < texts.length; i += BATCH) {
      const batch = texts.slice(i, i + BATCH).map((t) => t.slice(0, TEXT_CHARS));
      let got: number[][] = [];
      await runModel(deps, { ...who, userId: null, kind: 'embedding' }, async (ep, opts) => {
        if (!ep.embeddingModel) throw new NoEmbeddingModel();
        const r = await embed(ep, batch, opts);
        got = r?.vectors ?? [];
        return { content: '', toolCalls: [], tokensIn: r?.tokensIn ?? 0, tokensOut: 0 };
      });
      if (got.length !== batch.length) return null;
      vectors.push(...got);
    }
    return vectors;
  } catch (err) {
    if (err instanceof NoEmbeddingModel) return null;
    if (!(err instanceof AppError)) throw err;
    // No model anywhere is the usual state of an account without Captain: nothing to say.
    if (err.code === 'provider_not_configured') return null;
    deps.log.warn({ accountId: who.accountId, code: err.code }, 'captain knowledge: no embeddings');
    return null;
  }
};

/** One text's embedding, or null (see embedTexts). */
export const embedText = async (deps: TDeps, who: { accountId: number; assistantId?: number }, text: string) =>
  (await embedTexts(deps, who, [text]))?.[0] ?? null;

/** Cosine similarity of two vectors; 0 when either is empty or their lengths differ (another model's). */
export const cosine = (a: readonly number[], b: readonly number[]) => {
  if (!a.length || a.length !== b.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};
