/**
 * Widget constants with no imports, so the loader and the chat app can use them without pulling in zod.
 */

/** Chatwoot's rack-attack widget rules, per client address. */
export const WIDGET_LIMITS = {
  /** New conversations per IP. */
  conversationsPerIp: { max: 6, windowSeconds: 12 * 60 * 60 },
  /** Sessions started without a token (each creates a visitor contact) per IP. */
  sessionsPerIp: { max: 5, windowSeconds: 60 * 60 },
  /** Contact updates per IP. */
  contactUpdatesPerIp: { max: 60, windowSeconds: 60 * 60 },
} as const;

/** Files per message and the largest file the chat app offers to send (the server allows 15 × 40 MB). */
export const WIDGET_ATTACHMENTS_MAX = 5;
export const WIDGET_ATTACHMENT_MAX_BYTES = 40 * 1024 * 1024;

/** The token header of the widget, and the cookie the loader keeps it in on the host page. */
export const WIDGET_TOKEN_HEADER = 'x-auth-token';
export const WIDGET_COOKIE = 'cw_conversation';

/** Messages the loader (host page) and the chat app (iframe) exchange, prefixed 'chatwoot-widget:'. */
export const WIDGET_MESSAGE_PREFIX = 'chatwoot-widget:';
