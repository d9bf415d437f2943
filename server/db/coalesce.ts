/**
 * Coalesces look-ups that many requests make at once (who is calling, which conversation) into one
 * query. With nothing in flight a look-up starts at once, so a quiet server sees no delay; while one
 * is in flight the look-ups that arrive wait and then go together, up to `max` a query. `run` gets
 * the keys in order and answers one value per key, in the same order (null: not found).
 */
export class Coalescer<K, V> {
  private queue: { key: K; resolve: (v: V | null) => void; reject: (err: unknown) => void }[] = [];
  private running = false;

  constructor(
    private readonly run: (keys: K[]) => Promise<(V | null)[]>,
    private readonly max = 64,
  ) {}

  load(key: K) {
    return new Promise<V | null>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, this.max);
        try {
          const values = await this.run(batch.map((b) => b.key));
          batch.forEach((b, i) => b.resolve(values[i] ?? null));
        } catch (err) {
          for (const b of batch) b.reject(err);
        }
      }
    } finally {
      this.running = false;
    }
  }
}

/** One coalescer per database handle (tests build many apps, each with its own). */
export const perHandle = <H extends object, C>(make: (handle: H) => C) => {
  const made = new WeakMap<H, C>();
  return (handle: H) => {
    let c = made.get(handle);
    if (!c) made.set(handle, (c = make(handle)));
    return c;
  };
};
