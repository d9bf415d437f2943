import type {
  TInstallationSettings,
  TSmtpTestResult,
  TUpdateInstallationSettingsRequest,
} from '../../../common/contracts/superAdmin.ts';
import type { TDeps } from '../../deps.ts';
import { brandingOf, loadInstallationSettings, saveInstallationSettings, storedSignup } from '../accounts/index.ts';
import { installationTransportOptions, sendMail, smtpErrorText } from '../email/index.ts';
import { auditInstallation, type TConsoleOperator } from './installationAudit.ts';

const SETTINGS = { type: 'InstallationConfig', id: null, name: 'installation' } as const;

export const showSettings = async (deps: TDeps): Promise<TInstallationSettings> => {
  const stored = await loadInstallationSettings(deps);
  const signup = storedSignup(stored);
  return {
    ...brandingOf(stored),
    signup_enabled: signup,
    signup_effective: signup ?? deps.config.signupEnabled,
    smtp_configured: deps.config.smtp !== null,
  };
};

const emptyToNull = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);

export const updateSettings = async (deps: TDeps, op: TConsoleOperator, input: TUpdateInstallationSettingsRequest) => {
  const before = await loadInstallationSettings(deps);
  const shownBefore = await showSettings(deps);
  await saveInstallationSettings(deps, {
    INSTALLATION_NAME: input.installation_name,
    BRAND_COLOR: input.brand_color,
    SUPPORT_EMAIL: emptyToNull(input.support_email),
    ENABLE_ACCOUNT_SIGNUP: input.signup_enabled,
    ...(input.remove_logo && { LOGO: null }),
  });
  if (input.remove_logo && typeof before.LOGO === 'string') await deps.uploads.remove(before.LOGO);
  const after = await showSettings(deps);
  await auditInstallation(deps.db, op, 'update', SETTINGS, shownBefore, after);
  return after;
};

/** A new logo (png, jpeg, gif or webp); the one it replaces is removed from the uploads. */
export const uploadLogo = async (deps: TDeps, op: TConsoleOperator, bytes: Buffer) => {
  const before = await loadInstallationSettings(deps);
  const key = await deps.uploads.saveImage('installation', bytes, 'logo');
  await saveInstallationSettings(deps, { LOGO: key });
  if (typeof before.LOGO === 'string') await deps.uploads.remove(before.LOGO);
  await auditInstallation(deps.db, op, 'update', SETTINGS, { logo: typeof before.LOGO === 'string' }, { logo: key });
  return showSettings(deps);
};

/** Sends one mail through the installation's SMTP server now and says what the server answered. */
export const testSmtp = async (deps: TDeps, to: string): Promise<TSmtpTestResult> => {
  const options = installationTransportOptions(deps.config);
  if (!options) return { ok: false, error: 'SMTP_ADDRESS is not set: no mail server is configured.' };
  const { installation_name: name } = brandingOf(await loadInstallationSettings(deps));
  try {
    await sendMail(options, {
      from: deps.config.mailFrom,
      to,
      subject: `${name}: SMTP test`,
      text: `This test mail from ${name} went through ${String(options.host)}:${String(options.port)}.`,
    });
    return { ok: true, error: null };
  } catch (err) {
    return { ok: false, error: smtpErrorText(err) };
  }
};
