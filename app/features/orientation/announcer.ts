/** One new message worth telling: who wrote, in which conversation (its display id). */
export interface TNewMessage {
  sender: string;
  conversationId: number;
}

/** At most one announcement this often: a busy queue must not talk over everything the agent does. */
export const ANNOUNCE_INTERVAL_MS = 5000;

/**
 * Paces what a polite live region says about new messages: the first is said at once, what arrives within
 * the interval after it waits and is said as one sentence when the interval ends (the message itself when
 * only one came, else how many).
 */
export const createAnnouncer = (opts: {
  say: (pending: readonly TNewMessage[]) => void;
  intervalMs?: number;
  now?: () => number;
}) => {
  const interval = opts.intervalMs ?? ANNOUNCE_INTERVAL_MS;
  const now = opts.now ?? Date.now;
  let lastSaidAt = -Infinity;
  let pending: TNewMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (pending.length === 0) return;
    const said = pending;
    pending = [];
    lastSaidAt = now();
    opts.say(said);
  };

  return {
    push: (message: TNewMessage) => {
      pending.push(message);
      if (timer) return;
      const wait = lastSaidAt + interval - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = [];
    },
  };
};
