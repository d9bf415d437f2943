import type { TPlatformAgentBotCreate, TPlatformAgentBotUpdate } from '../../../common/contracts/platform.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import {
  createInstallationBot,
  findBotById,
  findBotRows,
  presentInstallationBot,
  removeInstallationBot,
  updateInstallationBot,
  type TAgentBotRow,
} from '../agentBots/index.ts';
import { assertPermissible } from './platformApi.context.ts';
import { addPermissible, permissibleIds, removePermissibles, type TPlatformAppRow } from './platformApps.repo.ts';

const getOwnBot = async (deps: TDeps, app: TPlatformAppRow, id: number): Promise<TAgentBotRow> => {
  await assertPermissible(deps, app, 'AgentBot', id);
  const bot = await findBotById(deps.db, id);
  if (!bot) throw new AppError('not_found', errorText('agentBotNotFound'));
  return bot;
};

/** A bot may be tied to an account only when the app owns that account too. */
const checkAccount = async (deps: TDeps, app: TPlatformAppRow, accountId: number | null | undefined) => {
  if (accountId != null) await assertPermissible(deps, app, 'Account', accountId);
};

/** The bots the app created. */
export const listBots = async (deps: TDeps, app: TPlatformAppRow) =>
  (await findBotRows(deps.db, await permissibleIds(deps.db, app.id, 'AgentBot')))
    .sort((a, b) => a.id - b.id)
    .map(presentInstallationBot);

/** A system bot (no account_id) or one account's bot; its access token is in this answer only. */
export const createBot = async (deps: TDeps, app: TPlatformAppRow, input: TPlatformAgentBotCreate) => {
  await checkAccount(deps, app, input.account_id);
  const { bot, presented } = await createInstallationBot(deps, {
    accountId: input.account_id ?? null,
    name: input.name,
    description: input.description,
    outgoingUrl: input.outgoing_url,
    botConfig: input.bot_config,
  });
  await addPermissible(deps.db, app.id, 'AgentBot', bot.id);
  return presented;
};

export const showBot = async (deps: TDeps, app: TPlatformAppRow, id: number) =>
  presentInstallationBot(await getOwnBot(deps, app, id));

export const updateBot = async (deps: TDeps, app: TPlatformAppRow, id: number, input: TPlatformAgentBotUpdate) => {
  await getOwnBot(deps, app, id);
  await checkAccount(deps, app, input.account_id);
  const bot = await updateInstallationBot(deps, id, {
    ...(input.account_id !== undefined && { accountId: input.account_id }),
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.outgoing_url !== undefined && { outgoingUrl: input.outgoing_url }),
    ...(input.bot_config !== undefined && { botConfig: input.bot_config }),
  });
  if (!bot) throw new AppError('not_found', errorText('agentBotNotFound'));
  return bot;
};

export const deleteBot = async (deps: TDeps, app: TPlatformAppRow, id: number) => {
  await getOwnBot(deps, app, id);
  await removeInstallationBot(deps, id);
  await removePermissibles(deps.db, 'AgentBot', id);
  return {};
};
