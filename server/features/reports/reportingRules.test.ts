import { describe, expect, it } from 'vitest';
import {
  deriveReportingRows,
  type TConversationFacts,
  type TMessageFact,
  type TStatusChange,
} from './reportingRules.ts';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const customer = (id: number, minutes: number): TMessageFact => ({
  id,
  at: at(minutes),
  kind: 'customer',
  senderId: null,
});
const reply = (id: number, minutes: number, by = 7): TMessageFact => ({
  id,
  at: at(minutes),
  kind: 'reply',
  senderId: by,
});
const change = (
  eventId: number,
  minutes: number,
  from: number,
  to: number,
  assigneeId: number | null = 7,
): TStatusChange => ({
  eventId,
  at: at(minutes),
  from,
  to,
  assigneeId,
});
const OPEN = 0;
const RESOLVED = 1;
const PENDING = 2;
const SNOOZED = 3;

const derive = (f: Partial<TConversationFacts>) =>
  deriveReportingRows({ id: 1, createdAt: at(0), hasBot: false, changes: [], messages: [], ...f }).map((r) => [
    r.name,
    (r.end.getTime() - r.start.getTime()) / 60_000,
    r.userId,
  ]);

describe('deriveReportingRows', () => {
  it('counts one reply_time per waiting run, from its first customer message', () => {
    expect(
      derive({
        messages: [customer(1, 0), customer(2, 3), reply(3, 10), reply(4, 11), customer(5, 20), reply(6, 26, 8)],
      }),
    ).toEqual([
      ['first_response', 10, 7],
      ['reply_time', 10, 7],
      ['reply_time', 6, 8],
    ]);
  });

  it('ends a run at a resolution; the next resolution runs from the reopen', () => {
    const changes = [change(1, 30, OPEN, RESOLVED), change(2, 100, RESOLVED, OPEN), change(3, 130, OPEN, RESOLVED)];
    expect(derive({ changes, messages: [customer(1, 0), customer(2, 100), reply(3, 110)] })).toEqual([
      ['conversation_resolved', 30, 7],
      ['conversation_opened', 70, 7],
      ['conversation_resolved', 30, 7],
      ['first_response', 110, 7],
      ['reply_time', 10, 7],
    ]);
  });

  it('counts snoozed time, and records the snooze on waking', () => {
    const changes = [change(1, 10, OPEN, SNOOZED), change(2, 70, SNOOZED, OPEN), change(3, 90, OPEN, RESOLVED)];
    expect(derive({ changes, messages: [customer(1, 0), reply(2, 80)] })).toEqual([
      ['conversation_opened', 60, 7],
      ['conversation_resolved', 90, 7],
      ['first_response', 80, 7],
      ['reply_time', 80, 7],
    ]);
  });

  it('starts the agents’ clocks at a bot handoff; bot resolutions only without a human reply', () => {
    const handed = [change(1, 5, PENDING, OPEN, null)];
    expect(derive({ hasBot: true, changes: handed, messages: [customer(1, 0), reply(2, 15)] })).toEqual([
      ['conversation_opened', 5, null],
      ['conversation_bot_handoff', 5, null],
      ['first_response', 10, 7],
      ['reply_time', 10, 7],
    ]);
    expect(
      derive({ hasBot: true, changes: [change(1, 3, PENDING, RESOLVED, null)], messages: [customer(1, 0)] }),
    ).toEqual([
      ['conversation_resolved', 3, null],
      ['conversation_bot_resolved', 3, null],
    ]);
    // No bot on the inbox: pending → open is a reopen, not a handoff.
    expect(derive({ changes: handed }).map((r) => r[0])).toEqual(['conversation_opened']);
    // …and pending → resolved is an agent's resolution, not a bot's (Chatwoot: only with an active bot).
    expect(derive({ changes: [change(1, 3, PENDING, RESOLVED, 7)], messages: [customer(1, 0)] })).toEqual([
      ['conversation_resolved', 3, 7],
    ]);
  });

  it('gives every row a unique source key', () => {
    const rows = deriveReportingRows({
      id: 1,
      createdAt: at(0),
      hasBot: true,
      changes: [change(1, 5, PENDING, OPEN), change(2, 9, OPEN, RESOLVED), change(3, 20, RESOLVED, OPEN)],
      messages: [customer(1, 0), reply(2, 6), customer(3, 20), reply(4, 25)],
    });
    expect(new Set(rows.map((r) => r.sourceKey)).size).toBe(rows.length);
  });
});
