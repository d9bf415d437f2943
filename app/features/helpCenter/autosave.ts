export type TSaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface TAutosaver<T> {
  /** A new value: saved after `delay` ms of quiet. */
  push: (value: T) => void;
  /** Save a pending value now (leaving the page); resolves when nothing is pending or in flight. */
  flush: () => Promise<void>;
}

/**
 * Debounced saving that loses nothing: one save in flight at a time, the latest value wins, a value
 * pushed during a save goes out after it, and a failed value stays pending until the next push or flush.
 */
export const createAutosaver = <T>(
  save: (value: T) => Promise<unknown>,
  delay: number,
  onState: (state: TSaveState) => void,
): TAutosaver<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | null = null;
  let inFlight: Promise<void> | null = null;

  const run = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (inFlight) await inFlight;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    onState('saving');
    let ok = true;
    inFlight = save(value).then(
      () => {
        inFlight = null;
        onState(pending ? 'pending' : 'saved');
      },
      () => {
        ok = false;
        inFlight = null;
        pending ??= { value };
        onState('error');
      },
    );
    await inFlight;
    // What was typed during a save goes next; a failure waits for the next push or flush.
    if (ok && pending && timer === undefined) timer = setTimeout(() => void run(), delay);
  };

  return {
    push: (value) => {
      pending = { value };
      onState('pending');
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void run(), delay);
    },
    flush: async () => {
      await run();
      if (inFlight) await inFlight;
    },
  };
};
