import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { TTestContext } from '../../../test/harness.ts';
import type { TMember } from '../../../test/factories.ts';
import { api } from '../../../test/fakeProvider.ts';

export const RELAY_PASSWORD = 'relay-secret-123';
export const RELAY_URL = '/rails/action_mailbox/relay/inbound_emails';

let seq = 0;
/** A unique address for an inbox (channel_email.email is unique across the installation). */
export const uniqueAddress = (name: string) => `${name}-${Date.now().toString(36)}${(++seq).toString(36)}@acme.test`;

export const createEmailInbox = async (
  t: TTestContext,
  admin: TMember,
  opts: { name?: string; email?: string } = {},
) => {
  const inbox = await api<{ id: number; email: string; forward_to_email: string }>(t, admin, 'POST', '/inboxes', {
    name: opts.name ?? 'Support',
    channel: { type: 'email', email: opts.email ?? uniqueAddress('support') },
  });
  return inbox;
};

/** A raw RFC 822 message built by nodemailer's composer (what a mail server hands the relay). */
export const rawEmail = (mail: Mail.Options) =>
  new MailComposer({ date: new Date('2026-11-20T10:00:00Z'), ...mail }).compile().build();

export const relay = async (t: TTestContext, raw: Buffer | string, password = RELAY_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: RELAY_URL,
    headers: {
      'content-type': 'message/rfc822',
      authorization: `Basic ${Buffer.from(`actionmailbox:${password}`).toString('base64')}`,
    },
    payload: raw,
  });
