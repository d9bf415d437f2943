import type {
  TCaptainDocument,
  TCaptainDocumentDetail,
  TCaptainFaq,
  TDocumentSourceType,
  TDocumentStatus,
  TFaqStatus,
  TKnowledgeAssistant,
} from '../../../common/contracts/captainKnowledge.ts';
import type { TAssistantRow, TDocumentRow } from './documents.repo.ts';
import type { TFaqWithSource } from './faqs.repo.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export const presentAssistant = (a: TAssistantRow): TKnowledgeAssistant => ({
  id: a.id,
  name: a.name,
  feature_help_center: a.config.feature_help_center === true,
});

export const presentDocument = (d: Omit<TDocumentRow, 'content'> & { size: number }): TCaptainDocument => ({
  id: d.id,
  account_id: d.accountId,
  assistant_id: d.assistantId,
  name: d.name,
  source_type: d.sourceType as TDocumentSourceType,
  external_link: d.externalLink,
  article_id: d.articleId,
  status: d.status as TDocumentStatus,
  error: d.error,
  pages: d.pages,
  size: d.size,
  created_at: unix(d.createdAt),
  updated_at: unix(d.updatedAt),
});

export const presentDocumentDetail = (d: TDocumentRow): TCaptainDocumentDetail => ({
  ...presentDocument({ ...d, size: d.content.length }),
  content: d.content,
});

export const presentFaq = ({ faq, documentName, conversationDisplayId }: TFaqWithSource): TCaptainFaq => ({
  id: faq.id,
  account_id: faq.accountId,
  assistant_id: faq.assistantId,
  question: faq.question,
  answer: faq.answer,
  status: faq.status as TFaqStatus,
  documentable_type: faq.documentableType,
  documentable_id: faq.documentableId,
  document: faq.documentId !== null && documentName !== null ? { id: faq.documentId, name: documentName } : null,
  conversation:
    faq.documentableType === 'Conversation' && faq.documentableId !== null && conversationDisplayId !== null
      ? { id: faq.documentableId, display_id: conversationDisplayId }
      : null,
  created_at: unix(faq.createdAt),
  updated_at: unix(faq.updatedAt),
});
