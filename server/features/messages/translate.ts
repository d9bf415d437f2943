import type { TConfig } from '../../config.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';

export interface TTranslator {
  translate: (text: string, target: string) => Promise<string>;
}

/**
 * LibreTranslate-compatible adapter: POST {TRANSLATE_API_URL}/translate with {q, source:'auto', target,
 * format, api_key} → {translatedText}. Null when no provider is configured.
 */
export const translatorFor = (config: TConfig): TTranslator | null => {
  const provider = config.translate;
  if (!provider) return null;
  return {
    translate: async (text, target) => {
      const url = `${provider.url.replace(/\/+$/, '')}/translate`;
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: text,
            source: 'auto',
            target,
            format: 'text',
            ...(provider.apiKey && { api_key: provider.apiKey }),
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new AppError('bad_request', errorText('translationUnreachable'));
      }
      const body = (await res.json().catch(() => null)) as { translatedText?: unknown; error?: unknown } | null;
      if (!res.ok || typeof body?.translatedText !== 'string') {
        const reason = typeof body?.error === 'string' ? `: ${body.error.slice(0, 200)}` : '';
        throw AppError.invalid('target_language', errorText('notTranslated', { reason }));
      }
      return body.translatedText;
    },
  };
};

/** An account's own translation provider (an integration app such as Google Translate), or null for none. */
export type TAccountTranslator = (deps: TDeps, accountId: number) => Promise<TTranslator | null>;

let accountTranslator: TAccountTranslator = () => Promise.resolve(null);

/**
 * The composition root (app.ts) plugs in the integrations' account translator: messages sit below
 * integrations and do not import them (docs/ARCHITECTURE.md "Modules").
 */
export const setAccountTranslator = (translator: TAccountTranslator) => {
  accountTranslator = translator;
};

/** The account's own provider when it has one, else the installation's (TRANSLATE_API_URL), else null. */
export const translatorOf = async (deps: TDeps, accountId: number) =>
  (await accountTranslator(deps, accountId)) ?? translatorFor(deps.config);
