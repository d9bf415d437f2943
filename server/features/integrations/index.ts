// The integrations module's public surface: other features and server code import it only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerIntegrationRoutes } from './integrations.routes.ts';
export { dialogflowReplyJob } from './dialogflow/dialogflowReply.job.ts';
export { dialogflowHooksOf } from './dialogflow/dialogflowHooks.ts';
export { slackInboundJob } from './slack/slackInbound.job.ts';
export { slackPostJob, type TSlackPostJob } from './slack/slackPost.job.ts';
export { findSlackHook } from './slack/slack.repo.ts';
export { integrationInUse } from './integrations.repo.ts';
export { googleTranslatorOf } from './googleTranslate/googleTranslator.ts';
export { accountAiEndpoint, type TAiEndpoint } from './openai/openaiEndpoint.ts';
