import type { TDeps } from '../../../deps.ts';
import { findApp } from '../apps.ts';
import { enabledAccountHook } from '../integrations.repo.ts';
import { openHookSecrets } from '../integrations.service.ts';

const APP_ID = 'openai';

/** The AI endpoint an account configured (the OpenAI app): what Captain and the AI assists call. */
export interface TAiEndpoint {
  /** An OpenAI-compatible API base, without a trailing slash (`https://api.openai.com/v1`). */
  baseUrl: string;
  apiKey: string;
  model: string;
}

/**
 * The account's AI endpoint (its enabled OpenAI app: base URL, opened key, model), or null when it has none.
 * Server code only: the key never leaves the server.
 */
export const accountAiEndpoint = async (deps: TDeps, accountId: number): Promise<TAiEndpoint | null> => {
  const app = findApp(APP_ID);
  const hook = await enabledAccountHook(deps.db, accountId, APP_ID);
  if (!app || !hook) return null;
  const parsed = app.settings.safeParse({ ...hook.settings, ...(await openHookSecrets(deps, hook)) });
  if (!parsed.success) return null;
  const s = parsed.data as { api_key: string; base_url: string; model: string };
  return { baseUrl: s.base_url, apiKey: s.api_key, model: s.model };
};
