import {
  captainAssistantResponses,
  captainAssistants,
  captainDocumentChunks,
  captainDocuments,
} from '../db/schema/index.ts';
import type { TTestContext } from './harness.ts';

let seq = 0;

/** An assistant row of the account (knowledge and runtime tests; the API's own tests create theirs by API). */
export const buildAssistantRow = async (t: TTestContext, accountId: number, name = `Assistant ${++seq}`) => {
  const [row] = await t.deps.db
    .insert(captainAssistants)
    .values({ accountId, name, config: { product_name: 'Acme', handoff_message: 'A person will be with you.' } })
    .returning();
  return row!;
};

/** An FAQ of the assistant, approved unless told. */
export const buildFaqRow = async (
  t: TTestContext,
  a: { accountId: number; id: number },
  question: string,
  answer: string,
  status: 'approved' | 'pending' = 'approved',
) => {
  const [row] = await t.deps.db
    .insert(captainAssistantResponses)
    .values({ accountId: a.accountId, assistantId: a.id, question, answer, status })
    .returning();
  return row!;
};

/** A text document of the assistant, available, cut into the given chunks. */
export const buildDocumentRow = async (
  t: TTestContext,
  a: { accountId: number; id: number },
  name: string,
  chunks: string[],
  url: string | null = null,
) => {
  const [doc] = await t.deps.db
    .insert(captainDocuments)
    .values({
      accountId: a.accountId,
      assistantId: a.id,
      name,
      sourceType: url ? 'url' : 'text',
      externalLink: url,
      content: chunks.join('\n\n'),
      status: 'available',
    })
    .returning();
  await t.deps.db.insert(captainDocumentChunks).values(
    chunks.map((content, position) => ({
      accountId: a.accountId,
      assistantId: a.id,
      documentId: doc!.id,
      position,
      title: name,
      url,
      content,
    })),
  );
  return doc!;
};
