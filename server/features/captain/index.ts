// The captain module's public surface: other features and server code import captain only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerCaptainRoutes } from './captain.routes.ts';
export { runModel, type TRunWho } from './captainRun.ts';
export { insertAssistantAction, markAssistantTurn } from './captainRuns.repo.ts';
export {
  chatCompletion,
  embed,
  streamChatCompletion,
  type TChatMessage,
  type TChatResult,
  type TToolCall,
  type TToolSpec,
} from './modelClient.ts';
