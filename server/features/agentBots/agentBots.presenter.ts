import type { TAgentBot } from '../../../common/contracts/agentBots.ts';
import { AGENT_BOT_TYPES } from '../../../common/contracts/agentBots.ts';
import type { TAgentBotRow } from './agentBots.repo.ts';

/** OpenAPI `agent_bot`; the access token and webhook URL only where the caller may see them. */
export const presentAgentBot = (
  bot: TAgentBotRow,
  opts: { accessToken?: string | null; secret?: string | null } = {},
): TAgentBot => {
  const systemBot = bot.accountId === null;
  return {
    id: bot.id,
    name: bot.name,
    description: bot.description ?? '',
    thumbnail: bot.avatarKey ? `/uploads/${bot.avatarKey}` : '',
    ...(systemBot ? {} : { outgoing_url: bot.outgoingUrl ?? '' }),
    bot_type: AGENT_BOT_TYPES[bot.botType] ?? 'webhook',
    bot_config: bot.botConfig,
    account_id: bot.accountId,
    ...(opts.accessToken ? { access_token: opts.accessToken } : {}),
    ...(opts.secret ? { secret: opts.secret } : {}),
    system_bot: systemBot,
  };
};
