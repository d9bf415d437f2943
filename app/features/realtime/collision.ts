/** The fields of a message (Chatwoot's shape) the collision check reads. */
export interface TReplyLike {
  message_type: number;
  private?: boolean;
  created_at: number;
  sender?: { id?: number; type?: string; name?: string } | null;
}

const OUTGOING = 1;

/**
 * The first public reply another agent sent after `sinceSeconds` (when this agent started writing):
 * sending then asks to review it first (issue: collision). Null when nobody else replied.
 */
export const replyFromOthersSince = <T extends TReplyLike>(
  messages: readonly T[],
  sinceSeconds: number,
  selfId: number,
) =>
  messages.find(
    (m) =>
      m.message_type === OUTGOING &&
      !m.private &&
      m.created_at >= sinceSeconds &&
      (m.sender?.type ?? 'user') === 'user' &&
      m.sender?.id !== selfId,
  ) ?? null;
