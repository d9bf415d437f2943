import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type TConfig } from '../config.ts';
import { connectDatabase, type TDatabase } from '../db/client.ts';
import type { TDeps } from '../deps.ts';
import type { TApp } from '../http.ts';
import { createUploadStore } from '../lib/uploads.ts';
import type { TMail, TMailer } from '../lib/mailer.ts';

export interface TTestContext {
  app: TApp;
  deps: TDeps;
  database: TDatabase;
  databaseUrl: string;
  config: TConfig;
  /** Every mail the app sent, newest last. */
  mails: TMail[];
  /** The SQL texts this file's pool ran while `fn` ran (e.g. to prove a list costs the same queries for 1 row or 25). */
  recordQueries: <T>(fn: () => Promise<T>) => Promise<{ result: T; queries: string[] }>;
}

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Lets a test file's app reach its local fake servers (webhook receivers, SMTP sinks on 127.0.0.1):
 * `setupTestApp({ ...ALLOW_PRIVATE_TARGETS })`. Off by default, as in production.
 */
export const ALLOW_PRIVATE_TARGETS = { ALLOW_PRIVATE_NETWORK_TARGETS: 'true' } as const;

/**
 * A fresh database cloned from the migrated template, and the real app on it,
 * for one test file. Config overrides let a file test e.g. disabled sign-up.
 */
export const setupTestApp = (env: Record<string, string> = {}): TTestContext => {
  const ctx = {} as TTestContext;
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const adminUrl = inject('adminUrl');
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-uploads-'));

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDb')}"`);
    await admin.end();
    ctx.databaseUrl = withDb(adminUrl, name);
    ctx.database = connectDatabase(ctx.databaseUrl, 5);
    let recording: string[] | null = null;
    ctx.database.pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const q = args[0];
        recording?.push(typeof q === 'string' ? q : String((q as { text?: unknown }).text));
        return query(...args);
      };
    });
    ctx.recordQueries = async (fn) => {
      const queries: string[] = [];
      recording = queries;
      try {
        return { result: await fn(), queries };
      } finally {
        recording = null;
      }
    };
    ctx.config = {
      ...loadConfig({
        LOG_LEVEL: 'silent',
        UPLOADS_DIR: uploads,
        DATA_DIR: uploads,
        ALLOW_PRIVATE_NETWORK_TARGETS: 'false',
        ...env,
      }),
      // Every response a test provokes must fit its contract exactly (server/lib/responseSerializer.ts).
      strictResponses: true,
    };
    ctx.mails = [];
    const mailer: TMailer = {
      send: (mail) => {
        ctx.mails.push(mail);
        return Promise.resolve();
      },
    };
    ctx.app = await buildApp({
      config: ctx.config,
      db: ctx.database.db,
      databaseUrl: ctx.databaseUrl,
      mailer,
      logger: false,
      // No background worker: tests run jobs deterministically with drainJobs.
      runJobs: false,
    });
    await ctx.app.ready();
    ctx.deps = {
      config: ctx.config,
      db: ctx.database.db,
      mailer,
      uploads: createUploadStore(uploads),
      log: ctx.app.log,
    };
  });

  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  return ctx;
};
