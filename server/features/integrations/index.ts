// The integrations module's public surface: other features and server code import it only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerIntegrationRoutes } from './integrations.routes.ts';
export { dialogflowReplyJob } from './dialogflow/dialogflowReply.job.ts';
export { dialogflowHooksOf } from './dialogflow/dialogflowHooks.ts';
export { googleTranslatorOf } from './googleTranslate/googleTranslator.ts';
