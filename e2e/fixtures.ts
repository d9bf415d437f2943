import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { AUTH_HEADERS, type TAuthHeaders, type TSignUpRequest } from '../common/contracts/auth.ts';
import type { TCurrentUser } from '../common/contracts/profile.ts';
import { BASE_URL, MAIL_LOG } from './constants.ts';
import { Mailbox } from './mailbox.ts';

export { expect };

let counter = 0;
/** A fresh person for one test: unique email, known password. */
export const newPerson = (label: string) => {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    account_name: `${label} Co ${stamp}`,
    user_full_name: `${label} Tester`,
    email: `${label.toLowerCase()}-${stamp}@example.test`,
    password: `pass-${stamp}-word`,
  } satisfies TSignUpRequest;
};

let signUps = 0;
/**
 * Signs up through the API (the UI journey covers the form): returns the user and the session headers.
 * Each comes from its own client address (the server trusts the e2e proxy header), so seeding accounts
 * for many journeys never meets the real 5-per-30-minutes sign-up limit the auth journey tests.
 */
export const signUpViaApi = async (request: APIRequestContext, person: TSignUpRequest) => {
  signUps += 1;
  const ip = `172.${16 + (process.pid % 16)}.${Math.floor(signUps / 250) % 250}.${(signUps % 250) + 1}`;
  const res = await request.post('/api/v1/accounts', { data: person, headers: { 'x-forwarded-for': ip } });
  expect(res.status(), await res.text()).toBe(200);
  const headers = Object.fromEntries(AUTH_HEADERS.map((h) => [h, res.headers()[h] ?? ''])) as TAuthHeaders;
  const { data } = (await res.json()) as { data: TCurrentUser };
  return { user: data, headers };
};

/** Puts a session into the browser the way the SPA stores it (cookie cw_d_session_info). */
export const useSession = (context: BrowserContext, headers: TAuthHeaders) =>
  context.addCookies([
    {
      name: 'cw_d_session_info',
      value: encodeURIComponent(JSON.stringify(headers)),
      url: BASE_URL,
      sameSite: 'Strict',
      expires: Number(headers.expiry),
    },
  ]);

/** Login redirects to sign-up on a fresh install; make sure somebody exists (only when run alone). */
export const ensureInstalled = async (request: APIRequestContext) => {
  const res = await request.get('/api/v1/installation');
  const { fresh_install } = (await res.json()) as { fresh_install: boolean };
  if (fresh_install) await signUpViaApi(request, newPerson('Owner'));
};

const SHOTS = path.resolve('test-results/screenshots');
/** Screenshots are for people to look at: CI (nobody looks) takes them only with E2E_SHOTS=1. */
const TAKE_SHOTS = !process.env.CI || process.env.E2E_SHOTS === '1';

/** Full-page screenshot into test-results/screenshots/<name>.png, for people to look at (not in CI, see above). */
export const snap = async (page: Page, name: string) => {
  if (!TAKE_SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
};

let tests = 0;
/** A client address of this test's own (100.64.0.0/10, apart from the sign-up and worker addresses). */
const testIp = () => {
  tests += 1;
  return `100.${64 + (process.pid % 64)}.${Math.floor(tests / 250) % 250}.${(tests % 250) + 1}`;
};

/**
 * Resolves once the page's realtime subscription is confirmed. Start it before `page.goto`: only what is written
 * after it reaches the page as a live event (a first subscription replays nothing; the page refetches instead),
 * so a journey that follows a live event (an announcement, a sound, a notice) sends it after this.
 */
export const untilSubscribed = (page: Page) =>
  page
    .waitForEvent('websocket')
    .then((ws) =>
      ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('confirm_subscription') }),
    );

export const test = base.extend<{ failOnPageError: void }, { mailbox: Mailbox }>({
  /**
   * Each test comes from its own client address (the server trusts the e2e proxy header), so the widget's
   * real per-IP limits (5 new visitor sessions an hour) apply within a journey, not across the whole run.
   */
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': testIp() });
  },
  mailbox: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(new Mailbox(MAIL_LOG));
    },
    { scope: 'worker' },
  ],
  /** An uncaught exception in the page fails the test, even if the screen looked right. */
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
