import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TReportingEventName } from '../../../common/contracts/reports.ts';

/**
 * The definitions of reporting events (docs/REPORTS.md, "What each metric means"), as one pure
 * function of a conversation's durable facts: its creation, its status timeline and its human replies
 * and customer messages. The consumer recomputes a conversation's rows from these on every event, so
 * the rows do not depend on the order events are handled in.
 */

export interface TStatusChange {
  /** The event the change was announced by (unique: it keys the rows the change produces). */
  eventId: number;
  from: number;
  to: number;
  at: Date;
  /** The assignee right after the change. */
  assigneeId: number | null;
}

export interface TMessageFact {
  id: number;
  at: Date;
  /** reply: a human agent's public reply; customer: a public incoming message. */
  kind: 'reply' | 'customer';
  senderId: number | null;
}

export interface TConversationFacts {
  id: number;
  createdAt: Date;
  /** An agent bot answers the conversation's inbox (pending → open is then a bot handoff). */
  hasBot: boolean;
  /** Oldest first. */
  changes: readonly TStatusChange[];
  /** Oldest first (time, then id). */
  messages: readonly TMessageFact[];
}

export interface TDerivedRow {
  name: TReportingEventName;
  /** Unique over all rows: a recomputation finds and updates the same row. */
  sourceKey: string;
  start: Date;
  end: Date;
  userId: number | null;
}

const ms = (d: Date) => d.getTime();
const later = (a: Date, b: Date | null) => (b && ms(b) > ms(a) ? b : a);

/** The latest change strictly before `at` that matches. */
const lastChange = (changes: readonly TStatusChange[], at: Date, match: (c: TStatusChange) => boolean) => {
  let found: TStatusChange | null = null;
  for (const c of changes) {
    if (ms(c.at) >= ms(at)) break;
    if (match(c)) found = c;
  }
  return found;
};

const { open, resolved, pending } = STATUS_VALUE;

const statusRows = (f: TConversationFacts): TDerivedRow[] => {
  const rows: TDerivedRow[] = [];
  for (const c of f.changes) {
    if (c.to === resolved) {
      // The resolution clock runs from creation or from the last reopen of a resolved conversation.
      const start = later(f.createdAt, lastChange(f.changes, c.at, (x) => x.from === resolved)?.at ?? null);
      rows.push({
        name: 'conversation_resolved',
        sourceKey: `resolved:${c.eventId}`,
        start,
        end: c.at,
        userId: c.assigneeId,
      });
      const answered = f.messages.some((m) => m.kind === 'reply' && ms(m.at) >= ms(start) && ms(m.at) < ms(c.at));
      // Only a bot resolves: an agent closing a conversation someone set pending by hand is no bot's work.
      if (c.from === pending && f.hasBot && !answered)
        rows.push({
          name: 'conversation_bot_resolved',
          sourceKey: `bot_resolved:${c.eventId}`,
          start,
          end: c.at,
          userId: null,
        });
    }
    if (c.to === open && c.from !== open) {
      // Closed since it last left open (or since creation, for one created pending).
      const start = later(f.createdAt, lastChange(f.changes, c.at, (x) => x.from === open)?.at ?? null);
      rows.push({
        name: 'conversation_opened',
        sourceKey: `opened:${c.eventId}`,
        start,
        end: c.at,
        userId: c.assigneeId,
      });
      if (c.from === pending && f.hasBot) {
        const since = later(f.createdAt, lastChange(f.changes, c.at, (x) => x.to === pending)?.at ?? null);
        rows.push({
          name: 'conversation_bot_handoff',
          sourceKey: `bot_handoff:${c.eventId}`,
          start: since,
          end: c.at,
          userId: null,
        });
      }
    }
  }
  return rows;
};

const replyRows = (f: TConversationFacts): TDerivedRow[] => {
  const rows: TDerivedRow[] = [];
  let previousReply: Date | null = null;
  // The first customer message since the last human reply (a resolution also ends a waiting run).
  let waitingSince: Date | null = null;
  for (const m of f.messages) {
    const resolution = lastChange(f.changes, m.at, (x) => x.to === resolved)?.at ?? null;
    if (waitingSince && resolution && ms(resolution) >= ms(waitingSince)) waitingSince = null;
    if (m.kind === 'customer') {
      waitingSince ??= m.at;
      continue;
    }
    // Time a bot held the conversation (pending) is not the agents': their clocks start at the handoff.
    const handoff = lastChange(f.changes, m.at, (x) => x.from === pending && x.to === open)?.at ?? null;
    if (!previousReply)
      rows.push({
        name: 'first_response',
        sourceKey: `first_response:${f.id}`,
        start: later(f.createdAt, handoff),
        end: m.at,
        userId: m.senderId,
      });
    if (waitingSince)
      rows.push({
        name: 'reply_time',
        sourceKey: `reply_time:${m.id}`,
        start: later(waitingSince, handoff),
        end: m.at,
        userId: m.senderId,
      });
    previousReply = m.at;
    waitingSince = null;
  }
  return rows;
};

/** Every reporting row a conversation's facts define (times never run backwards: end ≥ start). */
export const deriveReportingRows = (f: TConversationFacts): TDerivedRow[] =>
  [...statusRows(f), ...replyRows(f)].map((r) => (ms(r.end) < ms(r.start) ? { ...r, start: r.end } : r));
