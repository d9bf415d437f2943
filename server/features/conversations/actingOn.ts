import type { FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.ts';
import { botConversation } from '../agentBots/index.ts';
import { membershipOf, requestActor } from '../auth/index.ts';
import { getConversation } from '../conversationCore/index.ts';

/**
 * For the routes agents and agent bots share (toggle_status, toggle_priority, assignments, PATCH, typing):
 * the actor behind the request and the conversation it names, looked up as that caller may see it (an
 * agent: 404, or 401 for an inbox they are not in; a bot: 401 outside the inboxes it answers). Both then
 * go through the same commands.
 */
export const actingOn = async (deps: TDeps, req: FastifyRequest, displayId: number) => {
  const c = req.agentBot
    ? await botConversation(deps, req.agentBot, displayId)
    : await getConversation(deps, membershipOf(req), displayId);
  return { actor: await requestActor(deps.db, req), c };
};
