import type { TCreateAgentBotRequest, TUpdateAgentBotRequest } from '../../../common/contracts/agentBots.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { assertOutboundUrl } from '../../lib/outbound/outboundTargets.ts';
import type { TMembership } from '../auth/index.ts';
import { getInbox } from '../inboxes/index.ts';
import { presentAgentBot } from './agentBots.presenter.ts';
import * as repo from './agentBots.repo.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TExecutor } from '../../db/client.ts';
import { audit } from '../auditLogs/index.ts';

type TBot = repo.TAgentBotRow;
/** Records a bot's change in the audit log (its token and secret never), in the change's transaction. */
const auditBot = (tx: TExecutor, m: TMembership, b: TBot | null, a: TBot | null, action?: 'token_reset') =>
  audit(
    tx,
    m,
    action ?? (!b ? 'create' : a ? 'update' : 'destroy'),
    { type: 'AgentBot', id: (a ?? b)?.id ?? null, name: (a ?? b)?.name },
    b && presentAgentBot(b),
    a && presentAgentBot(a),
  );

const getBot = async (deps: TDeps, m: TMembership, id: number, includeSystem = true) => {
  const bot = await repo.findAgentBot(deps.db, m.accountId, id, includeSystem);
  if (!bot) throw new AppError('not_found', errorText('agentBotNotFound'));
  return bot;
};

/*
 * The signing secret, like the access token, is shown once: in the answers to create and to
 * reset_access_token (administrators only), never in list, show or update (docs/AUTOMATION.md).
 */
export const list = async (deps: TDeps, m: TMembership) =>
  (await repo.listAgentBots(deps.db, m.accountId)).map((b) => presentAgentBot(b));

export const show = async (deps: TDeps, m: TMembership, id: number) => presentAgentBot(await getBot(deps, m, id));

const saveAvatar = (deps: TDeps, avatar: Buffer | null) =>
  avatar ? deps.uploads.saveImage('bot-avatars', avatar, 'avatar') : Promise.resolve(null);

export const create = async (
  deps: TDeps,
  m: TMembership,
  input: TCreateAgentBotRequest,
  avatar: Buffer | null = null,
) => {
  await assertOutboundUrl('outgoing_url', input.outgoing_url, outboundPolicy(deps.config));
  const avatarKey = await saveAvatar(deps, avatar);
  const { bot, accessToken } = await deps.db.transaction(async (tx) => {
    const made = await repo.insertAgentBot(tx, {
      accountId: m.accountId,
      name: input.name,
      description: input.description ?? null,
      outgoingUrl: input.outgoing_url || null,
      botType: input.bot_type ?? 0,
      botConfig: input.bot_config ?? {},
      avatarKey,
    });
    await auditBot(tx, m, null, made.bot);
    return made;
  });
  // The bot's API token is shown once, here (and at a reset): only its SHA-256 is stored.
  return presentAgentBot(bot, { accessToken, secret: bot.secret });
};

export const update = async (
  deps: TDeps,
  m: TMembership,
  id: number,
  input: TUpdateAgentBotRequest,
  avatar: Buffer | null = null,
) => {
  // System bots belong to the installation: an account may use them, not change them.
  const before = await getBot(deps, m, id, false);
  await assertOutboundUrl('outgoing_url', input.outgoing_url, outboundPolicy(deps.config));
  const avatarKey = await saveAvatar(deps, avatar);
  const bot = await deps.db.transaction(async (tx) => {
    const bot = await repo.updateAgentBot(tx, m.accountId, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.outgoing_url !== undefined && { outgoingUrl: input.outgoing_url || null }),
      ...(input.bot_type !== undefined && { botType: input.bot_type }),
      ...(input.bot_config !== undefined && { botConfig: input.bot_config }),
      ...(avatarKey && { avatarKey }),
    });
    if (bot) await auditBot(tx, m, before, bot);
    return bot;
  });
  if (!bot) throw new AppError('not_found', errorText('agentBotNotFound'));
  if (avatarKey) await deps.uploads.remove(before.avatarKey);
  return presentAgentBot(bot);
};

/** POST agent_bots/{id}/reset_access_token: a new token, shown this once; the old one stops working. */
export const resetAccessToken = async (deps: TDeps, m: TMembership, id: number) => {
  const bot = await getBot(deps, m, id, false);
  const accessToken = await deps.db.transaction(async (tx) => {
    await auditBot(tx, m, null, bot, 'token_reset');
    return repo.resetBotToken(tx, bot.id);
  });
  return presentAgentBot(bot, { accessToken, secret: bot.secret });
};

export const removeAvatar = async (deps: TDeps, m: TMembership, id: number) => {
  const bot = await getBot(deps, m, id, false);
  await repo.updateAgentBot(deps.db, m.accountId, bot.id, { avatarKey: null });
  await deps.uploads.remove(bot.avatarKey);
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const bot = await getBot(deps, m, id, false);
  await deps.db.transaction(async (tx) => {
    await repo.deleteAgentBot(tx, m.accountId, bot.id);
    await auditBot(tx, m, bot, null);
  });
  await deps.uploads.remove(bot.avatarKey);
};

/** GET inboxes/{id}/agent_bot: `{ agent_bot }`, null when the inbox has none. */
export const inboxAgentBot = async (deps: TDeps, m: TMembership, inboxId: number) => {
  const inbox = await getInbox(deps, m, inboxId);
  const bot = await repo.inboxBot(deps.db, m.accountId, inbox.id);
  return { agent_bot: bot ? presentAgentBot(bot) : null };
};

/** POST inboxes/{id}/set_agent_bot: a bot of this account (or a system bot), or null to clear. */
export const setInboxAgentBot = async (deps: TDeps, m: TMembership, inboxId: number, botId: number | null) => {
  const inbox = await getInbox(deps, m, inboxId);
  if (botId !== null) await getBot(deps, m, botId);
  await deps.db.transaction((tx) => repo.setInboxBot(tx, m.accountId, inbox.id, botId));
};
