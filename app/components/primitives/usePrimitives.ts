import { useEffect, useState } from 'react';
import type * as Primitives from './primitives.ts';

/** The Radix-based primitives (dialog, menu, popover, tabs, tooltip): one chunk, loaded after a screen's first paint. */
export type TPrimitives = typeof Primitives;

let loaded: TPrimitives | null = null;
let loading: Promise<TPrimitives> | null = null;

/** Imports the primitives' chunk once; a failed import is tried again on the next call. */
export const loadPrimitives = () =>
  (loading ??= import('./primitives.ts').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * The primitives once their chunk is in, else null (and it starts loading). The first screen draws
 * without them (a menu's trigger is already a working button) and they arrive right after it.
 */
export const usePrimitives = () => {
  const [primitives, setPrimitives] = useState(loaded);
  useEffect(() => {
    if (primitives) return;
    let live = true;
    loadPrimitives().then(
      (m) => {
        if (live) setPrimitives(m);
      },
      () => undefined, // offline: tried again by the next component that asks
    );
    return () => {
      live = false;
    };
  }, [primitives]);
  return primitives;
};

/** The primitives, for parts that only draw inside one already drawn (a menu's items). */
export const loadedPrimitives = (): TPrimitives => {
  if (!loaded) throw new Error('UI primitives used before they loaded');
  return loaded;
};
