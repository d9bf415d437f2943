import type { FastifyRequest } from 'fastify';
import { botActor, userActor, type Actor, type TActorOf } from '../../../common/actor.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import { userName } from '../users/index.ts';
import type { TMembership } from './auth.context.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * The request's caller (auth.context.ts: `req.caller`, a user's session or API token, with its
 * `req.membership`; or `req.agentBot`, a bot's token) as the Actor the conversation commands take
 * (common/actor.ts). The caller says who signed in and how; the actor says who acts on a conversation.
 */
export const memberActor = async (db: TExecutor, m: TMembership): Promise<TActorOf<'user'>> =>
  userActor(m.accountId, {
    id: m.accountUser.userId,
    name: m.user?.id === m.accountUser.userId ? m.user.name : await userName(db, m.accountUser.userId),
    role: m.role,
    customRoleId: m.accountUser.customRoleId,
  });

/** The actor behind an account-scoped request: its agent bot (requireAccountOrBot) or its member. */
export const requestActor = async (db: TExecutor, req: FastifyRequest): Promise<Actor> => {
  if (req.agentBot) return botActor(req.agentBot.accountId, req.agentBot.bot);
  if (!req.membership) throw new AppError('not_found', errorText('accountNotFound'));
  return memberActor(db, req.membership);
};
