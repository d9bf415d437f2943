/**
 * Part 2 §9 analytics events. No tracker is configured in this product: an event is dispatched on
 * window as `helpdesk:analytics` (an installation's own script may forward it) and kept in a short
 * in-memory log that tests read. Nothing is sent anywhere by default.
 */
export interface TAnalyticsEvent {
  name: string;
  properties: Record<string, string | number | boolean>;
}

const LOG_SIZE = 50;
const log: TAnalyticsEvent[] = [];

export const trackEvent = (name: string, properties: TAnalyticsEvent['properties'] = {}) => {
  const event = { name, properties };
  log.push(event);
  if (log.length > LOG_SIZE) log.shift();
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('helpdesk:analytics', { detail: event }));
};

export const recentEvents = (): readonly TAnalyticsEvent[] => [...log];

/** The help centre's event names (Chatwoot's wording). */
export const HELP_CENTER_EVENTS = {
  categoryCreated: 'Help Center: Created a category',
  articleCreated: 'Help Center: Created an article',
  articlePublished: 'Help Center: Published an article',
  articleArchived: 'Help Center: Archived an article',
} as const;

/** The notification events part 2 §9 lists: a conversation opened from a notification, notifications marked read. */
export const NOTIFICATION_EVENTS = {
  openConversation: 'Notifications: Opened a conversation',
  markRead: 'Notifications: Marked a notification as read',
  markAllRead: 'Notifications: Marked all as read',
} as const;
