import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  FRONTEND_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  ENABLE_ACCOUNT_SIGNUP: bool.default(true),
  DEPLOYMENT_ENV: z.enum(['self_hosted', 'cloud']).default('self_hosted'),
  SMTP_ADDRESS: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USERNAME: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: bool.default(false),
  MAILER_SENDER_EMAIL: z.string().default('Helpdesk <accounts@helpdesk.local>'),
  UPLOADS_DIR: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  MAILER_INBOUND_EMAIL_DOMAIN: z.string().optional(),
  SUPPORT_INBOX_TOKEN: z.string().max(128).optional(),
  CSML_EDITOR_HOST: z.string().url().optional(),
  DISPLAY_MANIFEST: bool.default(true),
  EVENTS_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
});

export type TConfig = ReturnType<typeof loadConfig>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    frontendUrl: e.FRONTEND_URL,
    logLevel: e.LOG_LEVEL,
    role: e.ROLE,
    signupEnabled: e.ENABLE_ACCOUNT_SIGNUP,
    deployment: e.DEPLOYMENT_ENV,
    smtp: e.SMTP_ADDRESS
      ? {
          host: e.SMTP_ADDRESS,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          user: e.SMTP_USERNAME,
          pass: e.SMTP_PASSWORD,
        }
      : null,
    mailFrom: e.MAILER_SENDER_EMAIL,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    trustProxy: e.TRUST_PROXY,
    eventsRetentionHours: e.EVENTS_RETENTION_HOURS,
    supportInboxToken: e.SUPPORT_INBOX_TOKEN ?? null,
    csmlEditorHost: e.CSML_EDITOR_HOST ?? null,
    displayManifest: e.DISPLAY_MANIFEST,
    inboundEmailDomain:
      e.MAILER_INBOUND_EMAIL_DOMAIN ?? (e.FRONTEND_URL ? new URL(e.FRONTEND_URL).hostname : 'localhost'),
  };
};
