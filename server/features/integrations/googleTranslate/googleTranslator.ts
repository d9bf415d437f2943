import type { TDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/appError.ts';
import { pick, ProviderError, providerFetch } from '../../../lib/providerHttp.ts';
import { errorText } from '../../../lib/serverText.ts';
import { findApp } from '../apps.ts';
import { accessTokenOf, textOf, type TServiceAccountKey } from '../googleAuth.ts';
import { enabledAccountHook } from '../integrations.repo.ts';
import { openHookSecrets } from '../integrations.service.ts';

const SCOPE = 'https://www.googleapis.com/auth/cloud-translation';

/**
 * The account's Google Translate app as its message translator (Chatwoot's google_translate hook): Cloud
 * Translation v3 `translateText` in the hook's project, signed in with its service account. Null when the
 * account has no enabled hook (the installation's TRANSLATE_API_URL provider answers then). Google's refusal
 * is a 422 naming its reason; nothing is kept.
 */
export const googleTranslatorOf = async (deps: TDeps, accountId: number) => {
  const app = findApp('google_translate');
  const hook = await enabledAccountHook(deps.db, accountId, 'google_translate');
  if (!app || !hook) return null;
  const settings = app.settings.parse({ ...hook.settings, ...(await openHookSecrets(deps, hook)) }) as {
    project_id: string;
    credentials: string;
  };
  const m = deps.config.messaging;
  const key = JSON.parse(settings.credentials) as TServiceAccountKey;
  const url = `${m.googleTranslateApiUrl}/v3/projects/${encodeURIComponent(settings.project_id)}:translateText`;
  return {
    translate: async (text: string, target: string) => {
      try {
        const token = await accessTokenOf(key, { tokenUrl: m.googleTokenUrl, timeoutMs: m.timeoutMs }, SCOPE);
        const res = await providerFetch(
          url,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            // Google names languages in BCP 47 (pt-BR); the dashboard's locales are pt_BR.
            body: JSON.stringify({
              contents: [text],
              targetLanguageCode: target.replace('_', '-'),
              mimeType: 'text/plain',
            }),
          },
          {
            timeoutMs: m.timeoutMs,
            errorMessage: (body, status) => `Google Translate (${status}): ${textOf(pick(body, 'error', 'message'))}`,
          },
        );
        const translated = pick(res.body, 'translations', 0, 'translatedText');
        if (typeof translated !== 'string')
          throw new ProviderError('Google Translate answered without a translation', 502);
        return translated;
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        if (err.status === 0) throw new AppError('bad_request', errorText('translationUnreachable'));
        throw AppError.invalid(
          'target_language',
          errorText('notTranslated', { reason: `: ${err.message.slice(0, 200)}` }),
        );
      }
    },
  };
};
