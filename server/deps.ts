import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.ts';
import type { TDb } from './db/client.ts';
import type { TMailer } from './lib/mailer.ts';
import type { TUploadStore } from './lib/uploads.ts';

/** What services need from the outside world; built once in buildApp, replaced in tests. */
export interface TDeps {
  config: TConfig;
  db: TDb;
  mailer: TMailer;
  uploads: TUploadStore;
  log: FastifyBaseLogger;
}

/** The public base URL for links in mails. */
export const publicUrl = (deps: TDeps) => deps.config.frontendUrl ?? `http://localhost:${deps.config.port}`;
