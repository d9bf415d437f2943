import type { TFunction } from 'i18next';
import type { TIntegrationApp, TIntegrationFormField } from '../../../common/contracts/integrations.ts';
import type { TIconName } from '../../components/Icon.tsx';

/** An app's name and description in the UI's language; the server's English when the catalogue has none. */
export const appName = (t: TFunction, app: Pick<TIntegrationApp, 'id' | 'name'>) =>
  t(`integrationsPage.apps.${app.id}.name`, { defaultValue: app.name });
export const appDescription = (t: TFunction, app: Pick<TIntegrationApp, 'id' | 'description'>) =>
  t(`integrationsPage.apps.${app.id}.description`, { defaultValue: app.description });

export const fieldLabel = (t: TFunction, app: { id: string }, f: TIntegrationFormField) =>
  t(`integrationsPage.apps.${app.id}.fields.${f.name}`, { defaultValue: f.label });
export const fieldHelp = (t: TFunction, app: { id: string }, f: TIntegrationFormField) =>
  f.help ? t(`integrationsPage.apps.${app.id}.help.${f.name}`, { defaultValue: f.help }) : undefined;

const ICONS: Record<string, TIconName> = {
  webhook: 'plug',
  dashboard_apps: 'monitor',
  dialogflow: 'bot',
  linear: 'check',
  slack: 'chat',
  google_translate: 'translate',
  shopify: 'tag',
  openai: 'sparkles',
};
export const appIcon = (app: { id: string }): TIconName => ICONS[app.id] ?? 'plug';
