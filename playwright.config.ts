import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from './scripts/build-server.mjs';
import { fakeLinearEnv } from './server/test/fakeLinear.ts';
import { fakeMailOauthEnv } from './server/test/fakeMailOauth.ts';
import { fakeShopifyEnv } from './server/test/fakeShopify.ts';
import {
  APP_PORT,
  BASE_URL,
  E2E_FB_APP_SECRET,
  E2E_IG_APP_SECRET,
  FAKE_INSTAGRAM_PORT,
  FAKE_FACEBOOK_PORT,
  FAKE_LINEAR_PORT,
  FAKE_MAIL_OAUTH_PORT,
  FAKE_SHOPIFY_PORT,
  FAKE_SLACK_PORT,
  E2E_SLACK_SIGNING_SECRET,
  FAKE_TELEGRAM_PORT,
  FAKE_TRANSLATE_PORT,
  FAKE_TWILIO_PORT,
  FAKE_WHATSAPP_PORT,
  FAKE_X_PORT,
  E2E_X_CONSUMER_KEY,
  E2E_X_CONSUMER_SECRET,
  SMTP_PORT,
} from './e2e/constants.ts';

/** Debian's chromium (never `npx playwright install`). */
const chromium = (() => {
  try {
    return execSync('which chromium', { encoding: 'utf8' }).trim() || '/usr/bin/chromium';
  } catch {
    return '/usr/bin/chromium';
  }
})();

// Every run starts from an empty installation. The config is loaded again in each
// worker; the env var makes only the first load (the runner) wipe the directory.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `helpdesk-e2e-${APP_PORT}`);
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = dataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The server runs behind a "proxy" (TRUST_PROXY) and each worker process — a restarted one too —
 * presents its own client address, so the real per-IP sign-up and sign-in limits apply to each
 * worker's journeys without one failed test's re-seeding locking out the rest.
 */
const workerIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Specs that start a provider stand-in on the fixed port the server is configured with (e2e/constants.ts). */
const SHARED_FAKES =
  /(campaignDelivery|captain|captainAssistants|captainCopilot|captainKnowledge|composer|emailOauth|facebook|inboxes|instagram|linear|newConversation|queue|shopify|slack|templateSync|(?<![A-Za-z])x)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // The SMTP server the app delivers to, one for the run; every worker reads what it caught.
  globalSetup: './e2e/globalSetup.ts',
  // Parallel runs on other ports (one per developer) keep their artifacts apart.
  outputDir: APP_PORT === 3210 ? 'test-results' : `test-results-${APP_PORT}`,
  // Specs sign up their own accounts; each worker presents its own client address (below). One worker left a
  // core idle between a journey's steps (waiting on the server, the socket, a stand-in): on 2 cores the whole
  // run took 15.9 min with one worker and 11.7 min with two (bench/RESULTS.md, session 30). One per core, at
  // most four (larger machines are not measured); E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(4, Math.max(2, os.availableParallelism()))),
  fullyParallel: false,
  // CI (a shared 2-core machine, ~40 min of journeys) tries a failed journey once more; the run's summary lists it
  // as flaky with the first try's error, so a flake is seen and fixed, not hidden. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': workerIp },
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    colorScheme: 'light',
    // A trace records every action's DOM and screen: locally kept for a failure; in CI only the retry records one
    // (recording on every first try cost each journey time, on a 2-core machine where every minute counts).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // These journeys start the stand-ins the server's env points at (one fixed port each): one at a time. Listed
    // first, so one worker goes through them while the others take the rest (listed last, they ran alone at the
    // end of the run, ~4 of its 12 minutes on 2 cores).
    { name: 'shared fakes', testMatch: SHARED_FAKES, workers: 1 },
    { name: 'chromium', testIgnore: SHARED_FAKES },
  ],
  webServer: {
    // The server as `npm start` runs it: built to plain JavaScript by `npm run build` (scripts/build-server.mjs).
    command: `node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`,
    url: `${BASE_URL}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      DATA_DIR: dataDir,
      PORT: String(APP_PORT),
      FRONTEND_URL: BASE_URL,
      TRUST_PROXY: 'true',
      // Tenant-set targets (webhooks, agent bots) reach the receivers the specs start on 127.0.0.1.
      ALLOW_PRIVATE_NETWORK_TARGETS: 'true',
      // IMAP mailboxes are checked on save and fetched (emailImap.spec.ts connects one on its own dovecot); the
      // scan for newly connected mailboxes runs every 2 seconds so a new mail shows within seconds.
      IMAP_SCAN_SECONDS: '2',
      LOG_LEVEL: 'info',
      // POST …/e2e/sla_check runs the every-minute SLA check now (sla.spec.ts): no waiting for the schedule.
      E2E_SLA_CHECK_ROUTE: 'true',
      // POST …/e2e/campaign_check claims due one-off campaigns and sends them now (campaignDelivery.spec.ts).
      E2E_CAMPAIGN_CHECK_ROUTE: 'true',
      E2E_SCHEDULED_SEND_ROUTE: 'true',
      SMTP_ADDRESS: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      MAILER_SENDER_EMAIL: 'Helpdesk <helpdesk@example.test>',
      // Email channel: the relay ingress (e2e/email.spec.ts posts raw mail) and reply+<uuid>@ Reply-To addresses.
      RAILS_INBOUND_EMAIL_PASSWORD: 'e2e-relay-password',
      MAILER_INBOUND_EMAIL_DOMAIN: 'reply.example.test',
      TRANSLATE_API_URL: `http://127.0.0.1:${FAKE_TRANSLATE_PORT}`,
      TELEGRAM_API_URL: `http://127.0.0.1:${FAKE_TELEGRAM_PORT}`,
      TWILIO_API_URL: `http://127.0.0.1:${FAKE_TWILIO_PORT}`,
      TWILIO_CONTENT_API_URL: `http://127.0.0.1:${FAKE_TWILIO_PORT}`,
      // WhatsApp Cloud and 360dialog (template sync, sends): never the real providers from a test run.
      WHATSAPP_API_URL: `http://127.0.0.1:${FAKE_WHATSAPP_PORT}`,
      WHATSAPP_360DIALOG_API_URL: `http://127.0.0.1:${FAKE_WHATSAPP_PORT}/360`,
      // Facebook pages (e2e/facebook.spec.ts): the Graph API is a local stand-in; the spec serves the JS SDK itself.
      FB_APP_ID: 'e2e-fb-app',
      FB_APP_SECRET: E2E_FB_APP_SECRET,
      FB_VERIFY_TOKEN: 'e2e-verify',
      FACEBOOK_API_URL: `http://127.0.0.1:${FAKE_FACEBOOK_PORT}`,
      // Instagram business login (e2e/instagram.spec.ts): login page, tokens and Graph are a local stand-in.
      INSTAGRAM_APP_ID: 'e2e-ig-app',
      INSTAGRAM_APP_SECRET: E2E_IG_APP_SECRET,
      IG_VERIFY_TOKEN: 'e2e-ig-verify',
      INSTAGRAM_API_URL: `http://127.0.0.1:${FAKE_INSTAGRAM_PORT}`,
      INSTAGRAM_OAUTH_URL: `http://127.0.0.1:${FAKE_INSTAGRAM_PORT}/oauth/authorize`,
      INSTAGRAM_TOKEN_URL: `http://127.0.0.1:${FAKE_INSTAGRAM_PORT}/oauth/access_token`,
      // X direct messages (e2e/x.spec.ts): sign-in, Account Activity and DMs are a local stand-in (server/test/fakeX.ts).
      TWITTER_CONSUMER_KEY: E2E_X_CONSUMER_KEY,
      TWITTER_CONSUMER_SECRET: E2E_X_CONSUMER_SECRET,
      TWITTER_ENVIRONMENT: 'e2e',
      TWITTER_API_URL: `http://127.0.0.1:${FAKE_X_PORT}`,
      // Linear (e2e/linear.spec.ts): OAuth consent, token and GraphQL are a local stand-in (server/test/fakeLinear.ts).
      ...fakeLinearEnv(FAKE_LINEAR_PORT),
      // Gmail and Microsoft 365 sign-in (e2e/emailOauth.spec.ts): consent and token endpoints are a local stand-in.
      ...fakeMailOauthEnv(FAKE_MAIL_OAUTH_PORT),
      // Shopify (e2e/shopify.spec.ts): every store's OAuth and Admin API are a local stand-in (server/test/fakeShopify.ts).
      ...fakeShopifyEnv(FAKE_SHOPIFY_PORT),
      // Slack (e2e/slack.spec.ts): OAuth, Web API and files are a local stand-in; the spec signs its events.
      SLACK_CLIENT_ID: 'e2e-slack-client',
      SLACK_CLIENT_SECRET: 'e2e-slack-client-secret',
      SLACK_SIGNING_SECRET: E2E_SLACK_SIGNING_SECRET,
      SLACK_API_URL: `http://127.0.0.1:${FAKE_SLACK_PORT}/api`,
      SLACK_OAUTH_URL: `http://127.0.0.1:${FAKE_SLACK_PORT}/oauth/v2/authorize`,
    },
  },
});
