import { defineJob } from '../../jobs/queue.ts';
import { sendDueMessages } from './scheduledSend.ts';

/** Send later: sends the due scheduled messages, a pg-boss schedule (every minute, once across the nodes: jobs/registry.ts). */
export const scheduledMessagesJob = defineJob<Record<string, never>>(
  'scheduled_messages.send',
  async (_data, { deps }) => {
    await sendDueMessages(deps);
  },
  { maxAttempts: 1, concurrency: 1, pollSeconds: 10 },
);
