import type {
  TCaptainConsoleSettings,
  TUpdateCaptainConsoleSettingsRequest,
} from '../../../common/contracts/captain.ts';
import type { TDeps } from '../../deps.ts';
import { appKey } from '../../lib/appKey.ts';
import { openSecret, sealSecret } from '../../lib/crypto.ts';
import { loadInstallationSettings, saveInstallationSettings } from '../accounts/index.ts';
import { accountAiEndpoint } from '../integrations/index.ts';
import { auditInstallation, type TConsoleOperator } from '../superAdmin/index.ts';
import type { TModelEndpoint } from './modelClient.ts';

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4o-mini';
const KEY_PURPOSE = 'captain-api-key';
const KEY_CONTEXT = 'installation';
const SETTINGS = { type: 'InstallationConfig', id: null, name: 'captain' } as const;

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** The console's stored values (the key opened: server code only). */
const stored = async (deps: TDeps) => {
  const s = await loadInstallationSettings(deps);
  const sealed = str(s.CAPTAIN_OPEN_AI_API_KEY);
  return {
    endpoint: str(s.CAPTAIN_OPEN_AI_ENDPOINT),
    apiKey: sealed ? openSecret(await appKey(deps, KEY_PURPOSE), sealed, KEY_CONTEXT) : null,
    model: str(s.CAPTAIN_OPEN_AI_MODEL),
    embeddingModel: str(s.CAPTAIN_EMBEDDING_MODEL),
    monthlyLimit: typeof s.CAPTAIN_MONTHLY_LIMIT === 'number' ? s.CAPTAIN_MONTHLY_LIMIT : null,
  };
};

const masked = (key: string | null) => (key ? `••••${key.length >= 12 ? key.slice(-4) : ''}` : null);

export const showCaptainSettings = async (deps: TDeps): Promise<TCaptainConsoleSettings> => {
  const s = await stored(deps);
  const env = deps.config.captain;
  return {
    endpoint: s.endpoint,
    model: s.model,
    embedding_model: s.embeddingModel,
    api_key_set: s.apiKey !== null,
    api_key_masked: masked(s.apiKey),
    monthly_limit: s.monthlyLimit,
    env: {
      endpoint: env.endpoint,
      model: env.model,
      embedding_model: env.embeddingModel,
      api_key_set: env.apiKey !== null,
    },
  };
};

const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);

export const updateCaptainSettings = async (
  deps: TDeps,
  op: TConsoleOperator,
  input: TUpdateCaptainConsoleSettingsRequest,
) => {
  const before = await showCaptainSettings(deps);
  const key = blankToNull(input.api_key);
  await saveInstallationSettings(deps, {
    CAPTAIN_OPEN_AI_ENDPOINT: blankToNull(input.endpoint?.replace(/\/+$/, '')),
    CAPTAIN_OPEN_AI_API_KEY: key ? sealSecret(await appKey(deps, KEY_PURPOSE), key, KEY_CONTEXT) : key,
    CAPTAIN_OPEN_AI_MODEL: blankToNull(input.model),
    CAPTAIN_EMBEDDING_MODEL: blankToNull(input.embedding_model),
    CAPTAIN_MONTHLY_LIMIT: input.monthly_limit,
  });
  const after = await showCaptainSettings(deps);
  // The audit keeps what the console shows: the masked key, never the key.
  await auditInstallation(deps.db, op, 'update', SETTINGS, before, after);
  return after;
};

/** The installation's monthly limit per account, or null for none. */
export const monthlyLimit = async (deps: TDeps) => (await stored(deps)).monthlyLimit;

/**
 * The model an account's Captain calls: its enabled OpenAI app ({api_key, base_url, model}) first, else the
 * installation's (console values over the environment's, field by field); null when no key is set anywhere.
 */
export const resolveEndpoint = async (deps: TDeps, accountId: number): Promise<TModelEndpoint | null> => {
  const s = await stored(deps);
  const env = deps.config.captain;
  const embeddingModel = s.embeddingModel ?? env.embeddingModel;
  const own = await accountAiEndpoint(deps, accountId);
  if (own) return { ...own, baseUrl: own.baseUrl.replace(/\/+$/, ''), embeddingModel, source: 'account' };
  const apiKey = s.apiKey ?? env.apiKey;
  if (!apiKey) return null;
  return {
    baseUrl: s.endpoint ?? env.endpoint ?? DEFAULT_BASE_URL,
    apiKey,
    model: s.model ?? env.model ?? DEFAULT_MODEL,
    embeddingModel,
    source: s.apiKey || s.endpoint ? 'console' : 'env',
  };
};
