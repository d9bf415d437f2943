/**
 * Wakes this process's job workers for a queue, so a job queued now runs now instead of at the
 * worker's next poll (pg-boss notifyWorker). Other nodes still find it at their next poll.
 */
type TWaker = (queue: string) => void;
const wakers = new Set<TWaker>();

export const onJobsQueued = (waker: TWaker) => {
  wakers.add(waker);
  return () => void wakers.delete(waker);
};

/** Call after the transaction that queued jobs of `queue` committed. */
export const wakeJobs = (queue: string) => {
  for (const w of wakers) w(queue);
};
