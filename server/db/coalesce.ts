/**
 * Coalesces work that many requests ask for at once (who is calling, which conversation, writing a
 * reply) into one round. With nothing in flight an item starts at once, so a quiet server sees no
 * delay; while a round is in flight the items that arrive wait and then go together, up to `max` a
 * round. `run` gets the keys in order and answers one result per key, in the same order; an Error in
 * its answer fails that key alone, a throw fails the whole round.
 */
export class Coalescer<K, R> {
  private queue: { key: K; resolve: (r: R) => void; reject: (err: unknown) => void }[] = [];
  private running = false;

  constructor(
    private readonly run: (keys: K[]) => Promise<(R | Error)[]>,
    private readonly max = 64,
  ) {}

  load(key: K) {
    return new Promise<R>((resolve, reject) => {
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
          const results = await this.run(batch.map((b) => b.key));
          batch.forEach((b, i) => {
            const r = results[i];
            if (r instanceof Error) b.reject(r);
            else if (r === undefined) b.reject(new Error('no result for a coalesced key'));
            else b.resolve(r);
          });
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
