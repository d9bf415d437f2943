// commandPalette: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only re-exports,
// so importing one name from it loads nothing else).

/** Loaded on the palette's first opening. */
export const loadCommandPalette = () => import('./CommandPalette.tsx');
