// orientation: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only re-exports,
// so importing one name from it loads nothing else).

/** Loaded after the frame shows (screen-reader announcements of new messages). */
export const loadNewMessageAnnouncer = () => import('./NewMessageAnnouncer.tsx');
