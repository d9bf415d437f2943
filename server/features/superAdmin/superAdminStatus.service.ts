import os from 'node:os';
import type { TInstanceStatus, TSystemBot } from '../../../common/contracts/superAdmin.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { APP_VERSION } from '../../lib/appVersion.ts';
import { errorText } from '../../lib/serverText.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { assertOutboundUrl } from '../../lib/outbound/outboundTargets.ts';
import { listFailedJobs, queueDepths, retryFailedJob } from '../../jobs/queueStatus.ts';
import { databaseFacts, recentNodes } from './instanceStatus.repo.ts';
import { auditInstallation, type TConsoleOperator } from './installationAudit.ts';
import * as bots from './systemBots.repo.ts';

/** This process, as the status page names it. */
const THIS_NODE = `${os.hostname()}:${process.pid}`;

export const instanceStatus = async (deps: TDeps): Promise<TInstanceStatus> => {
  const db = await databaseFacts(deps.db);
  const seen = await recentNodes(deps.db);
  const nodes = [
    { name: THIS_NODE, role: deps.config.role, seen_at: new Date().toISOString() },
    ...seen
      .filter((n) => n.node_id !== THIS_NODE)
      .map((n) => ({ name: n.node_id, role: 'unknown', seen_at: new Date(n.seen_at).toISOString() })),
  ];
  return {
    version: APP_VERSION,
    node_version: process.version,
    database: {
      kind: deps.config.databaseUrl ? 'external' : 'embedded',
      size_bytes: db.sizeBytes,
      server_version: db.version,
    },
    queues: await queueDepths(deps.db),
    failed_jobs: (await listFailedJobs(deps.db)).map((j) => ({
      id: j.id,
      name: j.name,
      failed_at: j.failed_at ? new Date(j.failed_at).toISOString() : null,
      error: j.error,
    })),
    nodes,
  };
};

export const retryJob = async (deps: TDeps, op: TConsoleOperator, name: string, id: string) => {
  if (!(await retryFailedJob(deps.db, name, id))) throw new AppError('not_found', errorText('jobNotFound'));
  await auditInstallation(
    deps.db,
    op,
    'update',
    { type: 'Job', id: null, name },
    { state: 'failed', id },
    {
      state: 'retry',
      id,
    },
  );
  return {};
};

const presentBot = (b: bots.TSystemBotRow, accessToken?: string): TSystemBot => ({
  id: b.id,
  name: b.name,
  description: b.description ?? '',
  outgoing_url: b.outgoingUrl ?? '',
  created_at: b.createdAt.toISOString(),
  ...(accessToken && { access_token: accessToken }),
});

const botEntity = (b: bots.TSystemBotRow) => ({ type: 'AgentBot', id: b.id, name: b.name }) as const;

export const listSystemBots = async (deps: TDeps) => ({
  payload: (await bots.listSystemBots(deps.db)).map((b) => presentBot(b)),
});

export const createSystemBot = async (
  deps: TDeps,
  op: TConsoleOperator,
  input: { name: string; description?: string | undefined; outgoing_url?: string | undefined },
) => {
  await assertOutboundUrl('outgoing_url', input.outgoing_url, outboundPolicy(deps.config));
  const { bot, accessToken } = await deps.db.transaction(async (tx) => {
    const made = await bots.insertSystemBot(tx, {
      name: input.name,
      description: input.description ?? null,
      outgoingUrl: input.outgoing_url || null,
    });
    await auditInstallation(tx, op, 'create', botEntity(made.bot), null, presentBot(made.bot));
    return made;
  });
  // The token is shown once, here: only its SHA-256 is stored.
  return presentBot(bot, accessToken);
};

export const deleteSystemBot = async (deps: TDeps, op: TConsoleOperator, id: number) => {
  const gone = await deps.db.transaction(async (tx) => {
    const bot = await bots.deleteSystemBot(tx, id);
    if (bot) await auditInstallation(tx, op, 'destroy', botEntity(bot), presentBot(bot), null);
    return bot;
  });
  if (!gone) throw new AppError('not_found', errorText('agentBotNotFound'));
  return {};
};
