import { inArray } from 'drizzle-orm';
import type { TAssistantSender } from '../../../common/contracts/responses/messages.ts';
import type { TExecutor } from '../../db/client.ts';
import { captainAssistants } from '../../db/schema/index.ts';

/** The sender type of a Captain assistant's messages (Chatwoot's `Captain::Assistant`). */
export const ASSISTANT_SENDER_TYPE = 'Captain::Assistant';

export interface TAssistantSenderRow {
  id: number;
  name: string;
}

/** The assistants that wrote these messages (id and name), in one query; none for no ids. */
export const findAssistantSenders = async (db: TExecutor, ids: number[]): Promise<TAssistantSenderRow[]> =>
  ids.length
    ? db
        .select({ id: captainAssistants.id, name: captainAssistants.name })
        .from(captainAssistants)
        .where(inArray(captainAssistants.id, ids))
    : [];

/** A Captain assistant as a message's sender: the agent side, with its name (no picture of its own). */
export const presentAssistantSender = (a: TAssistantSenderRow): TAssistantSender => ({
  id: a.id,
  name: a.name,
  avatar_url: '',
  type: 'captain_assistant',
});
