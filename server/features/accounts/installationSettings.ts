import type { TDeps } from '../../deps.ts';
import { readSettings, writeSettings, type TSettingKey } from './installationSettings.repo.ts';

/** What the installation shows as its own: the console's stored choices over the defaults. */
export interface TBranding {
  installation_name: string;
  logo_url: string | null;
  brand_color: string;
  support_email: string | null;
}

export const DEFAULT_INSTALLATION_NAME = 'Helpdesk';
export const DEFAULT_BRAND_COLOR = '#1f93ff';

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export const brandingOf = (stored: Partial<Record<TSettingKey, unknown>>): TBranding => {
  const logo = str(stored.LOGO);
  return {
    installation_name: str(stored.INSTALLATION_NAME) ?? DEFAULT_INSTALLATION_NAME,
    logo_url: logo ? `/uploads/${logo}` : null,
    brand_color: str(stored.BRAND_COLOR) ?? DEFAULT_BRAND_COLOR,
    support_email: str(stored.SUPPORT_EMAIL),
  };
};

/** The stored sign-up choice (the console's), or null when ENABLE_ACCOUNT_SIGNUP decides. */
export const storedSignup = (stored: Partial<Record<TSettingKey, unknown>>) =>
  typeof stored.ENABLE_ACCOUNT_SIGNUP === 'boolean' ? stored.ENABLE_ACCOUNT_SIGNUP : null;

/** Whether public sign-up is open: the console's stored choice overrides the environment's. */
export const isSignupEnabled = async (deps: TDeps) =>
  storedSignup(await readSettings(deps.db)) ?? deps.config.signupEnabled;

export const loadInstallationSettings = (deps: TDeps) => readSettings(deps.db);
export const saveInstallationSettings = (deps: TDeps, values: Partial<Record<TSettingKey, unknown>>) =>
  writeSettings(deps.db, values);
