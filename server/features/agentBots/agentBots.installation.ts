import type { TDeps } from '../../deps.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { assertOutboundUrl } from '../../lib/outbound/outboundTargets.ts';
import { presentAgentBot } from './agentBots.presenter.ts';
import * as repo from './agentBots.repo.ts';

/**
 * The installation's doors to agent bots (the Platform API, the console): a bot of one account or, without
 * one, a system bot every account may use. The same rows, token and checks as the account's own routes.
 */
export interface TBotAttributes {
  accountId?: number | null;
  name?: string;
  description?: string;
  outgoingUrl?: string;
  botConfig?: Record<string, unknown>;
}

/** Creates a bot; its token is shown in this answer only (the SHA-256 is stored). */
export const createInstallationBot = async (deps: TDeps, input: TBotAttributes & { name: string }) => {
  await assertOutboundUrl('outgoing_url', input.outgoingUrl, outboundPolicy(deps.config));
  const { bot, accessToken } = await deps.db.transaction((tx) =>
    repo.insertAgentBot(tx, {
      accountId: input.accountId ?? null,
      name: input.name,
      description: input.description ?? null,
      outgoingUrl: input.outgoingUrl || null,
      botType: 0,
      botConfig: input.botConfig ?? {},
    }),
  );
  return { bot, presented: presentAgentBot(bot, { accessToken, showUrl: true }) };
};

export const updateInstallationBot = async (deps: TDeps, id: number, input: TBotAttributes) => {
  await assertOutboundUrl('outgoing_url', input.outgoingUrl, outboundPolicy(deps.config));
  const bot = await repo.updateAgentBotById(deps.db, id, {
    ...(input.accountId !== undefined && { accountId: input.accountId }),
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.outgoingUrl !== undefined && { outgoingUrl: input.outgoingUrl || null }),
    ...(input.botConfig !== undefined && { botConfig: input.botConfig }),
  });
  return bot && presentAgentBot(bot, { showUrl: true });
};

export const removeInstallationBot = async (deps: TDeps, id: number) => {
  const bot = await repo.findBotById(deps.db, id);
  if (!bot) return;
  await deps.db.transaction((tx) => repo.deleteAgentBotById(tx, id));
  await deps.uploads.remove(bot.avatarKey);
};

/** Bots as the installation sees them: the outgoing URL even of a system bot. */
export const presentInstallationBot = (bot: repo.TAgentBotRow) => presentAgentBot(bot, { showUrl: true });
