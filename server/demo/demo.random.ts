/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine and run. */
export interface TRandom {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(xs: readonly T[]) => T;
  /** Picks by weight: `[[value, weight], …]`. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** `n` distinct items in random order. */
  sample: <T>(xs: readonly T[], n: number) => T[];
}

export const createRandom = (seed: number): TRandom => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => {
    if (!xs.length) throw new Error('pick from an empty list');
    return xs[int(0, xs.length - 1)] as T;
  };
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  };
  const sample = <T>(xs: readonly T[], n: number): T[] => {
    const copy = [...xs];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.max(0, Math.min(n, copy.length)));
  };
  return { next, int, chance: (p) => next() < p, pick, weighted, sample };
};
