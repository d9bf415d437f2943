/**
 * The realtime protocol shared by server and SPA: ActionCable framing on /cable,
 * RoomChannel subscriptions, and the event map. Every event message also carries `seq`.
 */
export const REALTIME_EVENTS = [
  'message.created',
  'message.updated',
  'conversation.created',
  'conversation.status_changed',
  'conversation.updated',
  'conversation.read',
  'conversation.mentioned',
  'conversation.contact_changed',
  'conversation.typing_on',
  'conversation.typing_off',
  'assignee.changed',
  'presence.update',
  'contact.deleted',
  'contact.updated',
  'notification.created',
  'notification.updated',
  'notification.deleted',
  'first.reply.created',
  'account.cache_invalidated',
  'user:logout',
  'page:reload',
] as const;
/**
 * Beyond Chatwoot's list: who else has a conversation open (collision notice). Clients that do not
 * know it ignore it.
 */
export const VIEWING_EVENT = 'conversation.viewing';
/**
 * Server-internal, never sent to a client: someone's access to the account changed (membership, role,
 * custom role, inboxes, the account's status). Every node reads its subscribers' scope again on it.
 */
export const ACCESS_CHANGED_EVENT = 'access.changed';
export type TRealtimeEvent = (typeof REALTIME_EVENTS)[number] | typeof VIEWING_EVENT | typeof ACCESS_CHANGED_EVENT;

/** The client repeats `viewing` this often while a conversation stays open; a viewer unheard for 2½ times that is gone. */
export const VIEWING_REPEAT_MS = 20_000;

/** Sent instead of a replay when the log no longer reaches back to the client's `since`. */
export const RESYNC_EVENT = 'resync.required';

export interface TRoomChannelIdentifier {
  channel: 'RoomChannel';
  pubsub_token: string;
  account_id?: number;
  user_id?: number;
  /** Resume: replay every event after this sequence number first. */
  since?: number;
}

/** Server → client frames. */
export type TCableFrame =
  | { type: 'welcome' }
  | { type: 'ping'; message: number }
  | { type: 'disconnect'; reason: string; reconnect: boolean }
  /** A subscription without `since` is confirmed with the log's current `seq`: the client's resume point. */
  | { type: 'confirm_subscription'; identifier: string; seq?: number }
  | { type: 'reject_subscription'; identifier: string }
  | { identifier: string; message: { event: string; data: unknown; seq?: number } };

export const PRESENCE_WINDOW_SECONDS = 60;
export const TYPING_EXPIRY_MS = 30_000;

/** The network toast's "reconnected" notice stays this long (part 1 §9). */
export const RECONNECT_NOTICE_MS = 2_000;
/** Offline this long or more → the page reloads when the connection comes back (part 1 §9). */
export const FORCE_RELOAD_AFTER_OFFLINE_S = 10_800;
/** A list refetch after a reconnect covers the offline seconds plus this margin (part 1 §9). */
export const REFETCH_MARGIN_S = 15;
/** Version of the per-account local cache database of label, inbox and team lists (part 1 §9). */
export const LOCAL_CACHE_VERSION = 1678706392;
