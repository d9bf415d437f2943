// The captainKnowledge module's public surface: other features import it only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { searchKnowledge, type TKnowledgeHit, type TKnowledgeQuery } from './retrieval.ts';
export { registerCaptainKnowledgeRoutes } from './knowledge.routes.ts';
export {
  conversationFaqJob,
  documentIngestJob,
  faqGenerationJob,
  helpCenterSyncJob,
  onConversationResolved,
  queueHelpCenterSync,
} from './knowledge.jobs.ts';
