import { defineJob } from '../../jobs/queue.ts';
import { receiveEmail } from './emailInbound.service.ts';

export interface TEmailImportData {
  inboxId: number;
  /** The raw RFC 822 message, base64. */
  raw: string;
}

/**
 * One message fetched from an inbox's IMAP mailbox, imported through the same door as the relay's mail
 * (receiveEmail with the inbox). Queued with the Message-ID as its key, and receiveEmail stores nothing for
 * a Message-ID the inbox already holds, so a message fetched twice (a resync, a retry) is imported once.
 */
export const emailImportJob = defineJob<TEmailImportData>(
  'email.import',
  async (data, ctx) => {
    const result = await receiveEmail(ctx.deps, Buffer.from(data.raw, 'base64'), { inboxId: data.inboxId });
    ctx.deps.log.debug({ inboxId: data.inboxId, result }, 'imap message imported');
  },
  { maxAttempts: 5, pollSeconds: 1, concurrency: 2 },
);

/** The job's de-duplication key: one queued import per inbox and Message-ID. */
export const importKey = (inboxId: number, messageId: string) => `email-import:${inboxId}:${messageId}`;
