import { z } from 'zod';
import { ZWebhookUrl } from './inboxes.ts';

/** Chatwoot's bot types: webhook 0 (sent as the integer or the name). */
export const AGENT_BOT_TYPES = ['webhook'] as const;

const ZBotType = z.union([z.literal(0), z.literal('webhook')]).transform(() => 0);

export const ZCreateAgentBotRequest = z.object({
  name: z.string().trim().min(1, { message: "can't be blank" }).max(255),
  description: z.string().trim().max(2000).optional(),
  outgoing_url: ZWebhookUrl.optional(),
  bot_type: ZBotType.optional(),
  bot_config: z.record(z.string(), z.unknown()).optional(),
});
export type TCreateAgentBotRequest = z.infer<typeof ZCreateAgentBotRequest>;

export const ZUpdateAgentBotRequest = ZCreateAgentBotRequest.partial();
export type TUpdateAgentBotRequest = z.infer<typeof ZUpdateAgentBotRequest>;

/** POST inboxes/{id}/set_agent_bot: a bot id, or null to remove the inbox's bot. */
export const ZSetAgentBotRequest = z.object({
  agent_bot: z.union([z.coerce.number().int().positive().max(2_147_483_647), z.null()]),
});

/** Wire shape of an agent bot (OpenAPI `agent_bot`). */
export interface TAgentBot {
  id: number;
  name: string;
  description: string;
  thumbnail: string;
  outgoing_url?: string;
  bot_type: 'webhook';
  bot_config: Record<string, unknown>;
  account_id: number | null;
  access_token?: string;
  /** The HMAC key of its signed deliveries; administrators of the bot's account only. */
  secret?: string;
  system_bot: boolean;
}
