import { z } from 'zod';
import type { TEventPayload } from '../../common/events.ts';
import { VIEWING_EVENT } from '../../common/realtime.ts';
import type { TDeps } from '../deps.ts';
import { canReceive, type TAudience, type TSubscriber } from '../events/audience.ts';
import { appendEvent } from '../events/events.repo.ts';
import { findUserById } from '../features/users/index.ts';
import { findViewedConversation } from './viewing.repo.ts';

export const ZViewingAction = z.object({
  action: z.literal('viewing'),
  conversation_id: z.coerce.number().int().positive(),
  viewing: z.boolean().default(true),
});

/**
 * An agent's tab says it has a conversation open (or closed it). Everyone who may see that
 * conversation hears it as conversation.viewing — through the event log, so other nodes do too;
 * visitors never (the audience is marked private). A conversation the agent may not see is ignored.
 */
export const announceViewing = async (
  deps: TDeps,
  sub: Extract<TSubscriber, { kind: 'agent' }>,
  input: z.infer<typeof ZViewingAction>,
) => {
  const c = await findViewedConversation(deps.db, sub.accountId, input.conversation_id);
  if (!c) return;
  const audience: TAudience = {
    kind: 'conversation',
    inboxId: c.inboxId,
    teamId: c.teamId,
    assigneeId: c.assigneeId,
    contactInboxId: c.contactInboxId,
    private: true,
  };
  if (!canReceive(sub, audience)) return;
  const user = await findUserById(deps.db, sub.userId);
  if (!user) return;
  const data: TEventPayload<typeof VIEWING_EVENT> = {
    conversation_id: c.displayId,
    viewing: input.viewing,
    user: { id: user.id, name: user.displayName ?? user.name, thumbnail: '' },
  };
  await deps.db.transaction((tx) => appendEvent(tx, sub.accountId, VIEWING_EVENT, data, audience));
};
