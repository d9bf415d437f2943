// audioAlerts: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only re-exports,
// so importing one name from it loads nothing else).

/** Loaded after the frame shows (sounds on new messages). */
export const loadAudioAlerts = () => import('./AudioAlerts.tsx');
