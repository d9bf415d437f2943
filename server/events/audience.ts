/**
 * Who may receive an event. Stored with the event so every node filters the
 * same way, and so a replay is filtered exactly like the live delivery was.
 */
export type TAudience =
  /** Every member of the account, optionally only those holding one of `permissions`. */
  | { kind: 'account'; permissions?: string[] }
  /** One user (notifications, logout). */
  | { kind: 'user'; userId: number }
  /**
   * A conversation's event: administrators, members of the inbox (narrowed by
   * custom-role conversation permissions), and — unless private — the visitor.
   */
  | {
      kind: 'conversation';
      inboxId: number;
      /** The conversation's team (a custom role's team scope); absent on events written before it existed. */
      teamId?: number | null;
      /** The team it just left, so a team-scoped holder hears it leave. */
      previousTeamId?: number | null;
      assigneeId: number | null;
      participantIds?: number[];
      contactInboxId?: number | null;
      private?: boolean;
    }
  /** Nobody: server-internal events (access.changed) that the hub acts on itself. */
  | { kind: 'nobody' };

/** A live subscription on some node. */
export type TSubscriber =
  | {
      kind: 'agent';
      accountId: number;
      userId: number;
      isAdmin: boolean;
      permissions: string[];
      inboxIds: Set<number>;
      /** A custom role's team scope (beyond Chatwoot): only conversations of these teams; absent, no scope. */
      teamIds?: Set<number> | null;
    }
  | { kind: 'visitor'; accountId: number; contactInboxId: number };

const inTeams = (teamIds: Set<number>, teamId: number | null | undefined) => teamId != null && teamIds.has(teamId);

export const canReceive = (sub: TSubscriber, audience: TAudience): boolean => {
  switch (audience.kind) {
    case 'account':
      if (sub.kind !== 'agent') return false;
      return (
        !audience.permissions?.length || sub.isAdmin || audience.permissions.some((p) => sub.permissions.includes(p))
      );
    case 'user':
      return sub.kind === 'agent' && sub.userId === audience.userId;
    case 'conversation': {
      if (sub.kind === 'visitor') return !audience.private && audience.contactInboxId === sub.contactInboxId;
      if (sub.isAdmin) return true;
      if (!sub.inboxIds.has(audience.inboxId)) return false;
      if (sub.teamIds && !inTeams(sub.teamIds, audience.teamId) && !inTeams(sub.teamIds, audience.previousTeamId))
        return false;
      const p = sub.permissions;
      if (p.includes('agent') || p.includes('conversation_manage')) return true;
      const mine = audience.assigneeId === sub.userId || (audience.participantIds ?? []).includes(sub.userId);
      if (p.includes('conversation_participating_manage') && mine) return true;
      if (
        p.includes('conversation_unassigned_manage') &&
        (audience.assigneeId === null || audience.assigneeId === sub.userId)
      )
        return true;
      return false;
    }
    case 'nobody':
      return false;
  }
};
