import { z } from 'zod';
import type { TIntegrationFormField } from '../../../common/contracts/integrations.ts';
import type { TFeature } from '../../../common/features.ts';

/**
 * The integration apps this installation offers (Chatwoot's config/integration/apps.yml as a typed
 * module). Each app's settings are a Zod schema: POST/PATCH integrations/hooks validate against it, and
 * the settings form the SPA draws (`settings_form_schema`) is generated from it and the field notes here.
 * An app with an `action` is connected on its own page (webhooks, dashboard apps), not through hooks.
 */
export interface TFieldNote {
  label: string;
  /** Written, stored sealed, never read back (the form shows a password field). */
  secret?: boolean;
  multiline?: boolean;
  help?: string;
  options?: readonly string[];
  /** Kept by the app itself (Slack's workspace and channel names): not a field of the settings form. */
  hidden?: boolean;
}

export interface TAppDefinition {
  id: string;
  name: string;
  description: string;
  logo: string;
  hookType: 'account' | 'inbox';
  allowMultipleHooks: boolean;
  settings: z.ZodObject;
  fields: Record<string, TFieldNote>;
  /** The settings an agent (not only an administrator) may read. */
  visibleProperties: readonly string[];
  featureFlag: TFeature;
  /** `oauth`: connected through the provider's consent page (the app's action is then that URL). */
  action: 'webhook' | 'dashboard_apps' | 'oauth' | null;
}

/** The OpenAI app's defaults: OpenAI's own API and a small current model. */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

const DIALOGFLOW_REGIONS = [
  'global',
  'asia-northeast1',
  'australia-southeast1',
  'europe-west1',
  'europe-west2',
  'northamerica-northeast1',
  'us-central1',
] as const;

/** A Google service account key (the JSON file Google's console downloads), as text. */
const ZServiceAccountJson = z.string().refine(
  (text) => {
    try {
      const key = JSON.parse(text) as Record<string, unknown>;
      return typeof key.client_email === 'string' && typeof key.private_key === 'string';
    } catch {
      return false;
    }
  },
  { message: 'must be a service account key (JSON with client_email and private_key)' },
);

export const INTEGRATION_APPS: readonly TAppDefinition[] = [
  {
    id: 'webhook',
    name: 'Webhooks',
    description:
      'Webhook events give you real-time information about what is happening in your account. Post them to your own services.',
    logo: 'webhook',
    hookType: 'account',
    allowMultipleHooks: true,
    settings: z.object({}),
    fields: {},
    visibleProperties: [],
    featureFlag: 'integrations',
    action: 'webhook',
  },
  {
    id: 'dashboard_apps',
    name: 'Dashboard apps',
    description:
      'Dashboard apps embed your own web pages as tabs beside a conversation, with the conversation and contact as context.',
    logo: 'dashboard_apps',
    hookType: 'account',
    allowMultipleHooks: true,
    settings: z.object({}),
    fields: {},
    visibleProperties: [],
    featureFlag: 'integrations',
    action: 'dashboard_apps',
  },
  {
    id: 'dialogflow',
    name: 'Dialogflow',
    description:
      'Build chatbots with Dialogflow: a pending conversation of the inbox is answered by your agent, which can hand it over to people.',
    logo: 'dialogflow',
    hookType: 'inbox',
    allowMultipleHooks: true,
    settings: z.object({
      project_id: z.string().trim().min(1, { message: "can't be blank" }).max(255),
      credentials: ZServiceAccountJson,
      region: z.enum(DIALOGFLOW_REGIONS).default('global'),
      language_code: z
        .string()
        .trim()
        .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, { message: 'is invalid' })
        .default('en'),
    }),
    fields: {
      project_id: { label: 'Dialogflow project ID' },
      credentials: {
        label: 'Service account key (JSON)',
        secret: true,
        multiline: true,
        help: "Paste the JSON key of a service account with the 'Dialogflow API Client' role.",
      },
      region: { label: 'Region', options: DIALOGFLOW_REGIONS },
      language_code: { label: 'Language code', help: 'The language your agent answers in (en, fr, pt-BR…).' },
    },
    visibleProperties: ['project_id', 'region', 'language_code'],
    featureFlag: 'integrations',
    action: null,
  },
  {
    id: 'linear',
    name: 'Linear',
    description:
      'Create Linear issues from conversations, or link existing ones, and follow their state beside the conversation.',
    logo: 'linear',
    hookType: 'account',
    allowMultipleHooks: false,
    settings: z.object({}),
    fields: {},
    visibleProperties: ['reauthorization_required'],
    featureFlag: 'integrations',
    action: 'oauth',
  },
  {
    id: 'shopify',
    name: 'Shopify',
    description:
      "Connect your Shopify store: the conversation's contact panel shows the customer's recent orders, found by email and phone number.",
    logo: 'shopify',
    hookType: 'account',
    allowMultipleHooks: false,
    settings: z.object({}),
    fields: {},
    visibleProperties: ['reauthorization_required'],
    featureFlag: 'integrations',
    action: 'oauth',
  },
  {
    id: 'openai',
    name: 'OpenAI',
    description:
      'Connect an OpenAI API key, or any OpenAI-compatible endpoint, for the AI features: reply suggestions, summaries and rewrites.',
    logo: 'openai',
    hookType: 'account',
    allowMultipleHooks: false,
    settings: z.object({
      api_key: z.string().trim().min(1, { message: "can't be blank" }).max(1024),
      base_url: z
        .string()
        .trim()
        .max(2048)
        .url({ message: 'must be an http(s) URL' })
        .regex(/^https?:\/\//i, { message: 'must be an http(s) URL' })
        .transform((v) => v.replace(/\/+$/, ''))
        .default(OPENAI_BASE_URL),
      model: z
        .string()
        .trim()
        .min(1)
        .max(255)
        .regex(/^[\w.:/@-]+$/, { message: 'is invalid' })
        .default(OPENAI_DEFAULT_MODEL),
    }),
    fields: {
      api_key: { label: 'API key', secret: true, help: 'Kept encrypted and never shown again.' },
      base_url: {
        label: 'API base URL',
        help: 'An OpenAI-compatible endpoint; leave empty for https://api.openai.com/v1.',
      },
      model: { label: 'Model', help: 'The model the AI features use; leave empty for gpt-4o-mini.' },
    },
    visibleProperties: [],
    featureFlag: 'integrations',
    action: null,
  },
  {
    id: 'slack',
    name: 'Slack',
    description:
      'Work on conversations from Slack: each new conversation is posted to a channel, its messages follow in the thread, and replies in the thread go back to the customer.',
    logo: 'slack',
    hookType: 'account',
    allowMultipleHooks: false,
    settings: z.object({
      message_mode: z.enum(['two_way', 'alert']).default('two_way'),
      team_id: z.string().max(64).optional(),
      team_name: z.string().max(255).optional(),
      channel_name: z.string().max(255).optional(),
      bot_user_id: z.string().max(64).optional(),
    }),
    fields: {
      message_mode: {
        label: 'Message mode',
        options: ['two_way', 'alert'],
        help: 'Two-way mirrors every message and brings thread replies back; alert only posts new conversations.',
      },
      team_id: { label: 'Workspace id', hidden: true },
      team_name: { label: 'Workspace', hidden: true },
      channel_name: { label: 'Channel', hidden: true },
      bot_user_id: { label: 'Bot user', hidden: true },
    },
    visibleProperties: ['message_mode', 'team_name', 'channel_name'],
    featureFlag: 'integrations',
    action: 'oauth',
  },
  {
    id: 'google_translate',
    name: 'Google Translate',
    description:
      "Translate conversations with Google Cloud Translation: agents' Translate action uses your project instead of the installation's translation service.",
    logo: 'google_translate',
    hookType: 'account',
    allowMultipleHooks: false,
    settings: z.object({
      project_id: z.string().trim().min(1, { message: "can't be blank" }).max(255),
      credentials: ZServiceAccountJson,
    }),
    fields: {
      project_id: { label: 'Google Cloud project ID' },
      credentials: {
        label: 'Service account key (JSON)',
        secret: true,
        multiline: true,
        help: "Paste the JSON key of a service account with the 'Cloud Translation API User' role.",
      },
    },
    visibleProperties: ['project_id'],
    featureFlag: 'integrations',
    action: null,
  },
];

export const findApp = (id: string) => INTEGRATION_APPS.find((a) => a.id === id) ?? null;

/** The names of an app's secret settings. */
export const secretKeysOf = (app: TAppDefinition) =>
  Object.entries(app.fields)
    .filter(([, note]) => note.secret)
    .map(([key]) => key);

/** The settings form: one field per key of the app's schema, required unless it is optional or defaulted. */
export const formSchemaOf = (app: TAppDefinition): TIntegrationFormField[] =>
  Object.entries(app.settings.shape)
    .filter(([name]) => !app.fields[name]?.hidden)
    .map(([name, schema]) => {
      const note = app.fields[name] ?? { label: name };
      const optional = (schema as z.ZodType).safeParse(undefined).success;
      return {
        name,
        label: note.label,
        type: note.secret ? 'password' : note.options ? 'select' : note.multiline ? 'textarea' : 'text',
        validation: optional ? '' : 'required',
        ...(note.help && { help: note.help }),
        ...(note.options && { options: note.options.map((value) => ({ value, label: value })) }),
      };
    });
