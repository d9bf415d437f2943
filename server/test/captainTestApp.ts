import { afterAll, beforeEach } from 'vitest';
import { FAKE_OPENAI_KEY, startFakeOpenAi } from './fakeOpenAi.ts';
import { setupTestApp } from './harness.ts';

/**
 * A db test's app with Captain's model on a local fake OpenAI-compatible server (reset before each test,
 * closed after the file): the installation's endpoint, which may be on loopback. `env` adds or overrides.
 */
export const setupCaptainTestApp = async (env: Record<string, string> = {}) => {
  const fake = await startFakeOpenAi();
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const t = setupTestApp({
    CAPTAIN_OPEN_AI_ENDPOINT: fake.baseUrl,
    CAPTAIN_OPEN_AI_API_KEY: FAKE_OPENAI_KEY,
    CAPTAIN_OPEN_AI_MODEL: 'local-llama',
    CAPTAIN_TIMEOUT_MS: '800',
    ...env,
  });
  return { fake, t };
};
