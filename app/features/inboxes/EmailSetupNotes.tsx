import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { useGlobalConfig } from '../accounts/index.ts';
import type { TInbox } from './inboxApi.ts';

/** The settings an administrator sets (not translated: they are names in the server's environment). */
// Isolated (FSI … PDI) so that in a right-to-left sentence they keep their own left-to-right order.
const isolate = (s: string) => `\u2068${s}\u2069`;
const RELAY_SETTINGS = isolate('RAILS_INBOUND_EMAIL_PASSWORD, MAILER_INBOUND_EMAIL_DOMAIN');
const SMTP_SETTINGS = isolate('SMTP_ADDRESS');
const GUIDE = isolate('docs/DEPLOY.md');

const Row = ({ ok, title, children }: { ok: boolean; title: string; children: ReactNode }) => (
  <li className="flex gap-3">
    <span
      className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${
        ok
          ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300'
          : 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200'
      }`}
    >
      <Icon name={ok ? 'check' : 'alert'} className="size-4" />
    </span>
    <div className="min-w-0 text-sm">
      <p className="font-medium text-slate-900 dark:text-white">{title}</p>
      <div className="mt-0.5 text-slate-600 dark:text-slate-300">{children}</div>
    </div>
  </li>
);

/**
 * What an email inbox really does on this server (issue 41, item 2): whether forwarded mail arrives
 * (the relay and its domain are configured), that IMAP settings are saved but not fetched, and how
 * replies go out. The wizard's last step and the inbox's settings show it.
 */
export const EmailSetupNotes = ({ inbox }: { inbox: TInbox }) => {
  const { t } = useTranslation();
  const { inboundEmailConfigured, imapFetching, smtpConfigured } = useGlobalConfig();
  return (
    <ul className="space-y-3" aria-label={t('inboxesPage.mailSetup.title')} data-testid="email-setup-notes">
      <Row
        ok={inboundEmailConfigured}
        title={t(inboundEmailConfigured ? 'inboxesPage.mailSetup.forwardingOn' : 'inboxesPage.mailSetup.forwardingOff')}
      >
        {inboundEmailConfigured
          ? t('inboxesPage.mailSetup.forwardingOnBody')
          : t('inboxesPage.mailSetup.forwardingOffBody', { settings: RELAY_SETTINGS, guide: GUIDE })}
      </Row>
      {inbox.imap_enabled ? (
        <Row
          ok={imapFetching}
          title={t(imapFetching ? 'inboxesPage.mailSetup.imapOn' : 'inboxesPage.mailSetup.imapSaved')}
        >
          {imapFetching
            ? t('inboxesPage.mailSetup.imapOnBody', { host: inbox.imap_address ?? '' })
            : t('inboxesPage.mailSetup.imapSavedBody', { host: inbox.imap_address ?? '' })}
        </Row>
      ) : null}
      <Row
        ok={inbox.smtp_enabled || smtpConfigured}
        title={t(
          inbox.smtp_enabled || smtpConfigured ? 'inboxesPage.mailSetup.sendingOn' : 'inboxesPage.mailSetup.sendingOff',
        )}
      >
        {inbox.smtp_enabled
          ? t('inboxesPage.mailSetup.sendingInbox', { host: inbox.smtp_address ?? '' })
          : smtpConfigured
            ? t('inboxesPage.mailSetup.sendingServer')
            : t('inboxesPage.mailSetup.sendingOffBody', { settings: SMTP_SETTINGS, guide: GUIDE })}
      </Row>
    </ul>
  );
};
