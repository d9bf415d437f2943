// The agentBots module's public surface: other features and server code import agentBots only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { presentBotSender } from './agentBots.presenter.ts';
export { activeInboxBot, agentBotsInUse, findBotById, findBotRows, type TAgentBotRow } from './agentBots.repo.ts';
export { registerAgentBotRoutes } from './agentBots.routes.ts';
export { botConversation } from './botConversation.ts';
export {
  createInstallationBot,
  presentInstallationBot,
  removeInstallationBot,
  updateInstallationBot,
} from './agentBots.installation.ts';
