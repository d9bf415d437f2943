import type { Actor } from '../../../common/actor.ts';
import type { TAuditAction, TAuditableType } from '../../../common/contracts/auditLogs.ts';
import type { TExecutor } from '../../db/client.ts';
import { changesOf, type TAuditState } from './auditLogs.redact.ts';
import { insertAuditLog } from './auditLogs.repo.ts';

/** Where a change came from (auth's `TRequestWhere`: the request's IP and user agent). */
export interface TAuditWhere {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Who acted, in one of three shapes a service already holds:
 * - the request's membership (auth's `TMembership`, which carries `where` from the request);
 * - a conversation Actor (common/actor.ts) with an optional `where`;
 * - a plain `{ accountId, userId, name, where }` (sign-in, the console, a job); `accountId: null` for the
 *   installation's own acts (the console's settings, global bots, platform apps, job retries).
 */
export type TAuditBy =
  | {
      accountId: number;
      accountUser: { userId: number };
      user?: { id: number; name: string } | undefined;
      where?: TAuditWhere | undefined;
    }
  | (Actor & { where?: TAuditWhere | undefined })
  | { accountId: number | null; userId: number | null; name: string | null; where?: TAuditWhere | null | undefined };

/** The changed thing: its Chatwoot model name, id, a readable name, and what it belongs to. */
export interface TAuditEntity {
  type: TAuditableType;
  id: number | null;
  name?: string | null;
  associated?: { type: TAuditableType; id: number } | null;
}

const whoOf = (by: TAuditBy): { userId: number | null; name: string | null } => {
  if ('accountUser' in by) {
    const own = by.user?.id === by.accountUser.userId;
    return { userId: by.accountUser.userId, name: own && by.user ? by.user.name : null };
  }
  if (!('kind' in by)) return { userId: by.userId, name: by.name };
  switch (by.kind) {
    case 'user':
      return { userId: by.id, name: by.name };
    case 'macro':
      return { userId: by.user.id, name: by.user.name };
    case 'system':
      return { userId: null, name: by.job };
    case 'bot':
    case 'rule':
    case 'integration':
    case 'assistant':
    case 'contact':
      return { userId: null, name: by.name };
  }
};

const clip = (v: string | null | undefined, max: number) => (v ? v.slice(0, max) : null);

/**
 * THE audit call (docs/ADMIN.md "Audit logs"): one append-only row, written with `tx` so it commits or
 * rolls back with the change it records. `before`/`after` are the thing's states (any plain objects,
 * usually the presented API shape); secrets in them are redacted. An update that changed nothing
 * writes nothing.
 */
export const audit = async (
  tx: TExecutor,
  by: TAuditBy,
  action: TAuditAction,
  entity: TAuditEntity,
  before: TAuditState,
  after: TAuditState,
): Promise<void> => {
  const changes = changesOf(action, before, after);
  if (action === 'update' && Object.keys(changes).length === 0) return;
  const who = whoOf(by);
  const where = by.where ?? null;
  await insertAuditLog(tx, {
    accountId: by.accountId,
    auditableType: entity.type,
    auditableId: entity.id,
    auditableName: clip(entity.name, 255),
    associatedType: entity.associated?.type ?? null,
    associatedId: entity.associated?.id ?? null,
    action,
    userId: who.userId,
    username: clip(who.name, 255),
    auditedChanges: changes,
    remoteAddress: clip(where?.ip, 64),
    userAgent: clip(where?.userAgent, 512),
  });
};
