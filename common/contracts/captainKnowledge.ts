import { z } from 'zod';

/**
 * Captain's knowledge (docs/CAPTAIN.md "Knowledge"): an assistant's documents (Chatwoot's `captain/documents`)
 * and FAQs (`captain/assistant_responses`, `captain/bulk_actions`). One schema per request and response, shared
 * by the routes and the screens.
 */

/** The caps of reading documents, named once for the server, the screens and the docs. */
export const KNOWLEDGE_LIMITS = {
  /** An uploaded file (PDF, Markdown, text). */
  fileBytes: 10 * 1024 * 1024,
  /** A document's extracted text (characters); the rest is cut. */
  contentChars: 200_000,
  /** Pages one crawl reads, the start page included. */
  crawlPages: 25,
  /** Links followed from the start page: 1 = its links, 2 = their links. */
  crawlDepth: 2,
  /** One crawled page or robots.txt (bytes). */
  pageBytes: 2 * 1024 * 1024,
  /** How long one page may take (ms). */
  pageTimeoutMs: 10_000,
  /** A chunk's target length and the overlap with the one before (characters). */
  chunkChars: 3_000,
  chunkOverlap: 300,
  /** Chunks of one document the model is asked for FAQs (the first ones). */
  faqChunks: 20,
  /** Rows of a list page. */
  perPage: 25,
} as const;

export const DOCUMENT_SOURCE_TYPES = ['url', 'pdf', 'markdown', 'text', 'article'] as const;
export type TDocumentSourceType = (typeof DOCUMENT_SOURCE_TYPES)[number];
export const DOCUMENT_STATUSES = ['in_progress', 'available', 'failed'] as const;
export type TDocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** The file types an upload may be, by extension. */
export const DOCUMENT_FILE_TYPES = { pdf: 'pdf', md: 'markdown', markdown: 'markdown', txt: 'text' } as const;

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZPage = z.coerce.number().int().min(1).max(100_000).default(1);

/** The assistant a list is of: its name for the page's title, and whether help-centre articles are synced. */
export const ZKnowledgeAssistant = z.object({
  id: z.number().int(),
  name: z.string(),
  feature_help_center: z.boolean(),
});
export type TKnowledgeAssistant = z.infer<typeof ZKnowledgeAssistant>;

export const ZCaptainDocument = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  assistant_id: z.number().int(),
  name: z.string(),
  source_type: z.enum(DOCUMENT_SOURCE_TYPES),
  /** Where a crawl started, or the public article's address; null for uploaded files. */
  external_link: z.string().nullable(),
  article_id: z.number().int().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why reading it failed (status `failed`). */
  error: z.string().nullable(),
  /** Pages read (a crawl's pages, a PDF's pages; 1 for other files). */
  pages: z.number().int(),
  /** Characters of extracted text. */
  size: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type TCaptainDocument = z.infer<typeof ZCaptainDocument>;

/** GET documents/:id: the document with its extracted text (markdown). */
export const ZCaptainDocumentDetail = ZCaptainDocument.extend({ content: z.string() });
export type TCaptainDocumentDetail = z.infer<typeof ZCaptainDocumentDetail>;

const ZListMeta = z.object({
  total_count: z.number().int(),
  page: z.number().int(),
  /** The assistant named by `assistant_id`, or null when the list is the account's. */
  assistant: ZKnowledgeAssistant.nullable(),
});

export const ZCaptainDocumentList = z.object({ payload: z.array(ZCaptainDocument), meta: ZListMeta });
export type TCaptainDocumentList = z.infer<typeof ZCaptainDocumentList>;

export const ZDocumentListQuery = z.object({ assistant_id: ZId.optional(), page: ZPage });
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

/** POST documents (JSON, `document: {…}`): a site to crawl from `external_link`. */
export const ZCreateDocumentRequest = z.object({
  name: z.string().trim().max(255).optional(),
  external_link: z.url({ protocol: /^https?$/, message: 'is not an http(s) URL' }).max(2000),
  assistant_id: ZId,
});
export type TCreateDocumentRequest = z.infer<typeof ZCreateDocumentRequest>;

/** POST documents (multipart: `document[file]` and these fields): an uploaded PDF, Markdown or text file. */
export const ZUploadDocumentFields = z.object({
  name: z.string().trim().max(255).optional(),
  assistant_id: ZId,
});

export const FAQ_STATUSES = ['pending', 'approved'] as const;
export type TFaqStatus = (typeof FAQ_STATUSES)[number];

export const ZCaptainFaq = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  assistant_id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  status: z.enum(FAQ_STATUSES),
  /** Chatwoot's documentable: `Captain::Document`, `Conversation`, `User`, or null. */
  documentable_type: z.string().nullable(),
  documentable_id: z.number().int().nullable(),
  /** The document it was generated from. */
  document: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The resolved conversation it was suggested from (its display id). */
  conversation: z.object({ id: z.number().int(), display_id: z.number().int() }).nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type TCaptainFaq = z.infer<typeof ZCaptainFaq>;

export const ZCaptainFaqList = z.object({ payload: z.array(ZCaptainFaq), meta: ZListMeta });
export type TCaptainFaqList = z.infer<typeof ZCaptainFaqList>;

export const ZFaqListQuery = z.object({
  assistant_id: ZId.optional(),
  document_id: ZId.optional(),
  status: z.enum(FAQ_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  page: ZPage,
});
export type TFaqListQuery = z.infer<typeof ZFaqListQuery>;

const ZQuestion = z.string().trim().min(1).max(1_000);
const ZAnswer = z.string().trim().min(1).max(10_000);

/** POST assistant_responses: an FAQ an administrator writes (approved at once). */
export const ZCreateFaqRequest = z.object({ question: ZQuestion, answer: ZAnswer, assistant_id: ZId });
export type TCreateFaqRequest = z.infer<typeof ZCreateFaqRequest>;

export const ZUpdateFaqRequest = z.object({
  question: ZQuestion.optional(),
  answer: ZAnswer.optional(),
  status: z.enum(FAQ_STATUSES).optional(),
});
export type TUpdateFaqRequest = z.infer<typeof ZUpdateFaqRequest>;

/** POST bulk_actions: approve or delete many FAQs (Chatwoot's `type: 'AssistantResponse'`). */
export const ZFaqBulkActionRequest = z.object({
  type: z.literal('AssistantResponse'),
  ids: z.array(ZId).min(1).max(500),
  fields: z.object({ status: z.enum(['approve', 'delete']) }),
});
export type TFaqBulkActionRequest = z.infer<typeof ZFaqBulkActionRequest>;

export const ZFaqBulkActionResult = z.object({ ids: z.array(z.number().int()) });

/** POST assistants/:id/help_center_sync: keep the account's published articles as documents (or stop). */
export const ZHelpCenterSyncRequest = z.object({ enabled: z.boolean() });
export type THelpCenterSyncRequest = z.infer<typeof ZHelpCenterSyncRequest>;
