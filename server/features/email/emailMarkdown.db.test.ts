import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/index.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { api } from '../../test/fakeProvider.ts';
import { createEmailInbox, rawEmail, RELAY_PASSWORD, relay } from './testing/emailFixtures.ts';
import { startSmtpSink, type TSmtpSink } from './testing/smtpSink.ts';

const t = setupTestApp({
  FRONTEND_URL: 'https://helpdesk.test',
  MAILER_INBOUND_EMAIL_DOMAIN: 'reply.helpdesk.test',
  RAILS_INBOUND_EMAIL_PASSWORD: RELAY_PASSWORD,
  ...ALLOW_PRIVATE_TARGETS,
});
let smtp: TSmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t.config.smtp = { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, pass: undefined };
});
afterAll(() => smtp.close());

describe('outgoing email renders markdown like the app', () => {
  it('keeps an inline image from /uploads (absolute), links with rel, and strips script and javascript:', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin, { name: 'Acme Support' });
    await relay(t, await rawEmail({ from: 'alice@customer.test', to: inbox.email, subject: 'Hi', text: 'Help!' }));
    const [conv] = await t.database.db.select().from(conversations).where(eq(conversations.inboxId, inbox.id));
    const content =
      'See ![screen](/uploads/ab/cd.png?cw_image_height=48px) and [docs](https://docs.test) [x](javascript:alert) <script>1</script>';
    await api(t, admin, 'POST', `/conversations/${conv!.displayId}/messages`, { content });
    const before = smtp.mails.length;
    await drainJobs(t.deps, { names: ['email.deliver'] });
    const html = smtp.mails[before]!.parsed.html || '';
    expect(html).toContain(
      '<img src="https://helpdesk.test/uploads/ab/cd.png?cw_image_height=48px" alt="screen" style="height:48px" />',
    );
    expect(html).toContain('<a href="https://docs.test" target="_blank" rel="noopener noreferrer nofollow">docs</a>');
    expect(html).not.toMatch(/<script|javascript:/i);
  });
});
