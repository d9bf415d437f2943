import type { FastifyRequest } from 'fastify';
import type { TAuditAction, TAuditableType } from '../../../common/contracts/auditLogs.ts';
import type { TExecutor } from '../../db/client.ts';
import { audit } from '../auditLogs/index.ts';
import { callerOf, requestWhere, type TRequestWhere } from '../auth/index.ts';

/** The SuperAdmin acting in the console, with where the request came from (for the audit rows). */
export interface TConsoleOperator {
  id: number;
  name: string;
  where: TRequestWhere | null;
}

export const operatorOf = (req: FastifyRequest): TConsoleOperator => {
  const { user } = callerOf(req);
  return { id: user.id, name: user.name, where: requestWhere(req) };
};

/**
 * An act of the installation that belongs to no account (its settings, global bots, platform apps, job
 * retries): a row of the installation's own audit log (account_id null), shown in the console.
 */
export const auditInstallation = (
  db: TExecutor,
  op: TConsoleOperator,
  action: TAuditAction,
  entity: { type: TAuditableType; id: number | null; name?: string | null },
  before: object | null,
  after: object | null,
) => audit(db, { accountId: null, userId: op.id, name: op.name, where: op.where }, action, entity, before, after);
