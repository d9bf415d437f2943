// shell: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only re-exports,
// so importing one name from it loads nothing else).

/** The frame of every page inside an account: the router loads it lazily (its own chunk, see vite.config.ts). */
export const loadAccountLayout = () => import('./AccountLayout.tsx');
