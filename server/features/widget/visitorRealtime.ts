import type { TCableFrame } from '../../../common/realtime.ts';
import type { TDeps } from '../../deps.ts';
import type { TSubscriber } from '../../events/audience.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { findContactInboxByPubsubToken } from './visitor.repo.ts';

/**
 * A visitor's RoomChannel subscription: the contact inbox's pubsub_token alone (no account or user
 * id). It hears only its own conversations' public events (see audience.ts).
 */
export const resolveVisitorSubscriber = async (deps: TDeps, pubsubToken: string): Promise<TSubscriber | null> => {
  const row = await findContactInboxByPubsubToken(deps.db, pubsubToken);
  if (!row || row.status !== 0 || !safeEqual(row.ci.pubsubToken, pubsubToken)) return null;
  return { kind: 'visitor', accountId: row.accountId, contactInboxId: row.ci.id };
};

/** Agent-only details a visitor must not receive even about their own conversation. */
const HIDDEN_USER_FIELDS = ['email', 'phone_number', 'confirmed', 'role', 'pubsub_token'];

const stripUser = (u: unknown) => {
  if (!u || typeof u !== 'object') return u;
  const o = u as Record<string, unknown>;
  if (o.type !== 'user') return o;
  return Object.fromEntries(Object.entries(o).filter(([k]) => !HIDDEN_USER_FIELDS.includes(k)));
};

/** Rewrites a frame for a visitor: agents' contact details are dropped from senders, assignees and typists. */
export const visitorFrame = (frame: TCableFrame): TCableFrame => {
  if (!('identifier' in frame) || !('message' in frame) || typeof frame.message !== 'object') return frame;
  const data = frame.message.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return frame;
  const out: Record<string, unknown> = { ...data };
  if ('sender' in out) out.sender = stripUser(out.sender);
  if ('user' in out) out.user = stripUser(out.user);
  for (const key of ['meta', 'conversation'] as const) {
    const nested = out[key] as Record<string, unknown> | undefined;
    if (nested && typeof nested === 'object') {
      const copy = { ...nested };
      if ('assignee' in copy) copy.assignee = stripUser(copy.assignee);
      if ('meta' in copy && copy.meta && typeof copy.meta === 'object') {
        const m = { ...(copy.meta as Record<string, unknown>) };
        if ('assignee' in m) m.assignee = stripUser(m.assignee);
        copy.meta = m;
      }
      out[key] = copy;
    }
  }
  return { ...frame, message: { ...frame.message, data: out } };
};
