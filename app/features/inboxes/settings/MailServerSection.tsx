import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ToggleSwitch } from '../../../components/ToggleSwitch.tsx';
import { useToast } from '../../../components/useToast.ts';
import { useGlobalConfig } from '../../accounts/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { CheckboxField } from '../channels/CheckboxField.tsx';
import type { TInbox } from '../inboxApi.ts';
import { useUpdateInbox } from '../useInbox.ts';
import { SettingsSection, SwitchRow } from './SettingsSection.tsx';

type TKind = 'imap' | 'smtp';

/** IMAP (fetching) or SMTP (sending) settings of an email inbox, saved by the inbox update. */
export const MailServerSection = ({ accountId, inbox, kind }: { accountId: number; inbox: TInbox; kind: TKind }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateInbox(accountId, inbox.id);
  // Until the server fetches over IMAP, its settings are kept for later and say so (issue 41, item 2).
  const { imapFetching } = useGlobalConfig();
  const imapSavedOnly = kind === 'imap' && !imapFetching;
  const [enabled, setEnabled] = useState(Boolean(inbox[`${kind}_enabled`]));
  const [address, setAddress] = useState(inbox[`${kind}_address`] ?? '');
  const [port, setPort] = useState(String(inbox[`${kind}_port`] ?? (kind === 'imap' ? 993 : 587)));
  const [login, setLogin] = useState(inbox[`${kind}_login`] ?? '');
  const [password, setPassword] = useState('');
  const [ssl, setSsl] = useState(Boolean(kind === 'imap' ? inbox.imap_enable_ssl : inbox.smtp_enable_ssl_tls));
  const [domain, setDomain] = useState(inbox.smtp_domain ?? '');
  const [submitted, setSubmitted] = useState(false);
  const portNumber = Number(port);
  const portError =
    submitted && enabled && !(Number.isInteger(portNumber) && portNumber >= 1 && portNumber <= 65535)
      ? t('inboxesPage.mail.portInvalid')
      : undefined;
  const addressError = submitted && enabled && !address.trim() ? t('validation.required') : undefined;

  const save = () => {
    setSubmitted(true);
    if (enabled && (!address.trim() || !(Number.isInteger(portNumber) && portNumber >= 1 && portNumber <= 65535)))
      return;
    const channel =
      kind === 'imap'
        ? {
            imap_enabled: enabled,
            ...(enabled
              ? { imap_address: address.trim(), imap_port: portNumber, imap_login: login.trim(), imap_enable_ssl: ssl }
              : {}),
            ...(enabled && password ? { imap_password: password } : {}),
          }
        : {
            smtp_enabled: enabled,
            ...(enabled
              ? {
                  smtp_address: address.trim(),
                  smtp_port: portNumber,
                  smtp_login: login.trim(),
                  smtp_domain: domain.trim(),
                  smtp_enable_ssl_tls: ssl,
                }
              : {}),
            ...(enabled && password ? { smtp_password: password } : {}),
          };
    update.mutate(
      { channel },
      {
        onSuccess: () => {
          setPassword('');
          toast.show(
            imapSavedOnly && enabled ? t('inboxesPage.mail.imapSavedToast') : t('inboxesPage.settings.saved'),
            'success',
          );
        },
        onError: (err) => toast.show(isApiError(err) ? apiErrorMessage(err, t) : t('errors.generic'), 'error'),
      },
    );
  };

  return (
    <SettingsSection
      title={t(`inboxesPage.mail.${kind}Title`)}
      description={
        imapSavedOnly ? t('inboxesPage.mail.imapDescriptionSaved') : t(`inboxesPage.mail.${kind}Description`)
      }
    >
      <SwitchRow
        label={t(`inboxesPage.mail.${kind}Enabled`)}
        control={<ToggleSwitch checked={enabled} onChange={setEnabled} label={t(`inboxesPage.mail.${kind}Enabled`)} />}
      />
      {enabled ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('inboxesPage.mail.address')}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={addressError}
          />
          <TextField
            label={t('inboxesPage.mail.port')}
            inputMode="numeric"
            value={port}
            onChange={(e) => setPort(e.target.value)}
            error={portError}
          />
          <TextField label={t('inboxesPage.mail.login')} value={login} onChange={(e) => setLogin(e.target.value)} />
          <TextField
            label={t('inboxesPage.mail.password')}
            type="password"
            autoComplete="new-password"
            value={password}
            placeholder={inbox[`${kind}_enabled`] ? t('inboxesPage.mail.passwordKept') : ''}
            onChange={(e) => setPassword(e.target.value)}
          />
          {kind === 'smtp' ? (
            <TextField
              label={t('inboxesPage.mail.domain')}
              value={domain}
              onChange={(e) => setDomain(e.target.value)}
            />
          ) : null}
          <div className="sm:col-span-2">
            <CheckboxField label={t(`inboxesPage.mail.${kind}Ssl`)} checked={ssl} onChange={setSsl} />
          </div>
        </div>
      ) : null}
      <Button onClick={save} isLoading={update.isPending}>
        {t('common.save')}
      </Button>
    </SettingsSection>
  );
};
