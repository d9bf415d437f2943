import type { TExecutor } from '../../../db/client.ts';
import { enabledInboxHooks } from '../integrations.repo.ts';

/** The inbox's Dialogflow hooks that are on (the consumer's one read per visitor message). */
export const dialogflowHooksOf = (db: TExecutor, accountId: number, inboxId: number) =>
  enabledInboxHooks(db, accountId, inboxId, 'dialogflow');
