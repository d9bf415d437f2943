/** The dedupe key of a conversation's snooze wake-up job: one queued wake-up per conversation. */
export const snoozeKey = (conversationId: number) => `snooze:${conversationId}`;
