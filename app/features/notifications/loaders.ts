// notifications: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only re-exports,
// so importing one name from it loads nothing else).

/** Loaded when the bell opens its panel. */
export const loadNotificationPanel = () => import('./NotificationPanel.tsx');
