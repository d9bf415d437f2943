import os from 'node:os';
import path from 'node:path';

/** Ports of the e2e run: the app server and the SMTP server that catches its mail. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3210);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3211);
export const BASE_URL = `http://localhost:${APP_PORT}`;
/** Where the run's one mail catcher (e2e/globalSetup.ts) writes what it caught, a JSON line a mail. */
export const MAIL_LOG = path.join(os.tmpdir(), `helpdesk-e2e-mail-${APP_PORT}.jsonl`);
/** The local LibreTranslate-compatible stand-in (the e2e server's TRANSLATE_API_URL), started by composer.spec. */
export const FAKE_TRANSLATE_PORT = Number(process.env.E2E_TRANSLATE_PORT ?? APP_PORT + 9);
/** The local stand-in for Twilio's Messages and Content APIs (TWILIO_API_URL, TWILIO_CONTENT_API_URL). */
export const FAKE_TWILIO_PORT = Number(process.env.E2E_TWILIO_PORT ?? APP_PORT + 8);
/** The local stand-in for the Telegram Bot API (the e2e server's TELEGRAM_API_URL). */
export const FAKE_TELEGRAM_PORT = Number(process.env.E2E_TELEGRAM_PORT ?? APP_PORT + 7);
/** The local stand-in for WhatsApp Cloud and 360dialog (the e2e server's WHATSAPP_API_URL, WHATSAPP_360DIALOG_API_URL). */
export const FAKE_WHATSAPP_PORT = Number(process.env.E2E_WHATSAPP_PORT ?? APP_PORT + 6);
/** The local stand-in for Facebook's Graph API (the e2e server's FACEBOOK_API_URL), started by facebook.spec. */
export const FAKE_FACEBOOK_PORT = Number(process.env.E2E_FACEBOOK_PORT ?? APP_PORT + 5);
/** The Facebook app the e2e server is configured with; facebook.spec signs webhook bodies with its secret. */
export const E2E_FB_APP_SECRET = 'e2e-fb-secret';
/** The local stand-in for Linear (OAuth and GraphQL: the e2e server's LINEAR_* URLs), started by linear.spec. */
export const FAKE_LINEAR_PORT = Number(process.env.E2E_LINEAR_PORT ?? APP_PORT + 3);
/** The local stand-in for Slack (OAuth page, Web API, files; the e2e server's SLACK_API_URL), started by slack.spec. */
export const FAKE_SLACK_PORT = Number(process.env.E2E_SLACK_PORT ?? APP_PORT + 4);
/** The Slack app's signing secret the e2e server checks events with; slack.spec signs its events with it. */
export const E2E_SLACK_SIGNING_SECRET = 'e2e-slack-signing-secret';
/** The local stand-in for Google's and Microsoft's OAuth endpoints (the e2e server's GOOGLE_OAUTH_* and MICROSOFT_OAUTH_* URLs), started by emailOauth.spec. */
export const FAKE_MAIL_OAUTH_PORT = Number(process.env.E2E_MAIL_OAUTH_PORT ?? APP_PORT + 2);
/** The local stand-in for Shopify stores (OAuth and Admin API: the e2e server's SHOPIFY_API_URL), started by shopify.spec. */
export const FAKE_SHOPIFY_PORT = Number(process.env.E2E_SHOPIFY_PORT ?? APP_PORT + 10);
/** The local stand-in for Instagram (login page, tokens, Graph: the e2e server's INSTAGRAM_* URLs), started by instagram.spec. */
export const FAKE_INSTAGRAM_PORT = Number(process.env.E2E_INSTAGRAM_PORT ?? APP_PORT + 11);
/** The Instagram app the e2e server is configured with; instagram.spec signs webhook bodies with its secret. */
export const E2E_IG_APP_SECRET = 'e2e-ig-secret';
/** The local stand-in for X (sign-in, Account Activity, direct messages: the e2e server's TWITTER_API_URL), started by x.spec. */
export const FAKE_X_PORT = Number(process.env.E2E_X_PORT ?? APP_PORT + 13);
/** The X app the e2e server is configured with; x.spec signs webhook bodies with its consumer secret. */
export const E2E_X_CONSUMER_KEY = 'e2e-x-key';
export const E2E_X_CONSUMER_SECRET = 'e2e-x-secret';
/** The local OpenAI-compatible stand-in (server/test/fakeOpenAi.ts) Captain is pointed at by captain.spec. */
export const FAKE_OPENAI_PORT = Number(process.env.E2E_OPENAI_PORT ?? APP_PORT + 12);
