import type { TActorOf } from '../../../common/actor.ts';

/** The assistant as the conversation commands' actor: lines read "… by <assistant>", messages are its own. */
export const assistantActor = (a: { accountId: number; id: number; name: string }): TActorOf<'assistant'> => ({
  kind: 'assistant',
  accountId: a.accountId,
  id: a.id,
  name: a.name,
});
