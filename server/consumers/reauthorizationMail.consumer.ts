import { publicUrl } from '../deps.ts';
import { defineConsumer } from '../events/consumers.ts';
import { installationTransportOptions, sendMail } from '../features/email/index.ts';
import { listAdministratorEmails } from '../features/providers/index.ts';

/**
 * An inbox whose provider token was refused: one plain mail per administrator naming the inbox and linking
 * to its settings, where the reconnect banner waits. Nothing without the installation's SMTP settings.
 */
export const reauthorizationMailConsumer = defineConsumer({
  name: 'reauthorization_mail',
  events: ['inbox.reauthorization_required'],
  handle: async (event, { deps }) => {
    const smtp = installationTransportOptions(deps.config);
    if (!smtp) return;
    const { inbox_id, inbox_name } = event.data;
    const provider = event.data.provider ?? 'Facebook';
    const refused =
      provider === 'email'
        ? `The mail server keeps refusing the login of the inbox "${inbox_name}", so its mail is not fetched.`
        : `${provider} no longer accepts the access token of the inbox "${inbox_name}", so its ${
            provider === 'Facebook' || provider === 'Instagram'
              ? 'replies cannot be sent'
              : 'mail is neither fetched nor sent'
          }.`;
    const again = provider === 'email' ? 'check its mail server settings' : `sign in with ${provider} again`;
    const link = `${publicUrl(deps)}/app/accounts/${event.accountId}/settings/inboxes/${inbox_id}`;
    for (const to of await listAdministratorEmails(deps.db, event.accountId)) {
      await sendMail(smtp, {
        from: deps.config.mailFrom,
        to,
        subject: `The inbox ${inbox_name} needs to be reconnected`,
        text:
          `${refused}\n\n` +
          `Open the inbox settings and choose "Reconnect" to ${again}; the inbox and its ` +
          `conversations are kept.\n\n${link}\n`,
      });
    }
  },
});
