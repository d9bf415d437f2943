import type { TAgentBot } from '../../../common/contracts/agentBots.ts';
import type { TAgentBotSender } from '../../../common/contracts/responses/messages.ts';
import { AGENT_BOT_TYPES } from '../../../common/contracts/agentBots.ts';
import type { TAgentBotRow } from './agentBots.repo.ts';

/** OpenAPI `agent_bot`; the access token and webhook URL only where the caller may see them. */
export const presentAgentBot = (
  bot: TAgentBotRow,
  /** showUrl: the installation (Platform API, console) sees a system bot's outgoing URL too. */
  opts: { accessToken?: string | null; secret?: string | null; showUrl?: boolean } = {},
): TAgentBot => {
  const systemBot = bot.accountId === null;
  return {
    id: bot.id,
    name: bot.name,
    description: bot.description ?? '',
    thumbnail: bot.avatarKey ? `/uploads/${bot.avatarKey}` : '',
    ...(systemBot && !opts.showUrl ? {} : { outgoing_url: bot.outgoingUrl ?? '' }),
    bot_type: AGENT_BOT_TYPES[bot.botType] ?? 'webhook',
    bot_config: bot.botConfig,
    account_id: bot.accountId,
    ...(opts.accessToken ? { access_token: opts.accessToken } : {}),
    ...(opts.secret ? { secret: opts.secret } : {}),
    system_bot: systemBot,
  };
};

/** A bot as the author of a message, as Chatwoot's AgentBot#push_event_data shows it. */
export const presentBotSender = (bot: TAgentBotRow): TAgentBotSender => ({
  id: bot.id,
  name: bot.name,
  avatar_url: bot.avatarKey ? `/uploads/${bot.avatarKey}` : '',
  type: 'agent_bot',
});
