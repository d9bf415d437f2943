import { z } from 'zod';
import type { TAgentBot } from '../agentBots.ts';
import { tie } from './tie.ts';

/** TAgentBot (common/contracts/agentBots.ts), tied to it: a change on one side alone fails tsc. */
export const ZAgentBot = tie<TAgentBot>()(
  z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    thumbnail: z.string(),
    outgoing_url: z.string().optional(),
    bot_type: z.literal('webhook'),
    bot_config: z.record(z.string(), z.unknown()),
    account_id: z.number().nullable(),
    access_token: z.string().optional(),
    secret: z.string().optional(),
    system_bot: z.boolean(),
  }),
);

/** GET …/agent_bots. */
export const ZAgentBotList = z.array(ZAgentBot);

/** GET …/agent_bot. */
export const ZInboxAgentBot = z.object({ agent_bot: ZAgentBot.nullable() });
