/**
 * agents: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { agentKeys, listAgents } from './agentsApi.ts';
export { useAgents } from './useAgents.ts';
