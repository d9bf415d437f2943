// The csat module's public surface: other features and server code import csat only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerCsatRoutes } from './csat.routes.ts';
export { answerSurvey } from './csatAnswer.service.ts';
export { CSAT_TEXT, maybeSendCsatSurvey } from './csatSurvey.ts';
