import fs from 'node:fs';
import os from 'node:os';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/client.ts';
import { issueSession } from '../server/features/auth/auth.service.ts';
import { findUserById } from '../server/features/users/users.repo.ts';
const url = 'postgres://postgres@127.0.0.1:5432/bench_conversations';
const database = connectDatabase(url, 10);
const stats = new Map<string, number[]>();
let on = false;
database.pool.on('connect', (client) => {
  const q = client.query.bind(client) as (...a: unknown[]) => Promise<unknown>;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text: string }).text);
    const t0 = performance.now();
    const rec = () => { if (!on) return; const k = text.replace(/\s+/g, ' ').slice(0, 110); stats.set(k, [...(stats.get(k) ?? []), performance.now() - t0]); };
    const last = args[args.length - 1];
    if (typeof last === 'function') { args[args.length - 1] = (...r: unknown[]) => { rec(); return (last as (...x: unknown[]) => unknown)(...r); }; return q(...args); }
    const p = q(...args);
    if (p && typeof (p as Promise<unknown>).then === 'function') void (p as Promise<unknown>).then(rec, () => undefined);
    return p;
  };
});
const uploads = fs.mkdtempSync(os.tmpdir() + '/probe-');
const config = loadConfig({ LOG_LEVEL: 'silent', UPLOADS_DIR: uploads, DATA_DIR: uploads });
const app = await buildApp({ config, db: database.db, databaseUrl: url, logger: false });
await app.ready();
const deps = { config, db: database.db, mailer: { send: () => Promise.resolve() }, uploads: app.deps.uploads, log: app.log };
const who = Number(process.argv[2] ?? 2);
const headers = await issueSession(deps, (await findUserById(database.db, who))!);
const paths = (process.argv[3] ?? '/conversations?assignee_type=all&status=open').split(',');
const total: number[] = [];
for (let i = 0; i < 60; i++) {
  on = i >= 10;
  const t0 = performance.now();
  const post = process.env.PROBE_POST;
  const res = post
    ? await app.inject({ method: 'POST', url: `/api/v1/accounts/1/conversations/${post}/messages`, headers, payload: { content: 'probe ' + i } })
    : await app.inject({ method: 'GET', url: `/api/v1/accounts/1${paths[i % paths.length]}`, headers });
  if (res.statusCode !== 200) throw new Error(res.body);
  if (on) total.push(performance.now() - t0);
}
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log('request avg', avg(total).toFixed(1), 'ms', 'queries/request', ([...stats.values()].reduce((a, v) => a + v.length, 0) / total.length).toFixed(1));
for (const [k, v] of [...stats].sort((a, b) => avg(b[1]) - avg(a[1]))) console.log(avg(v).toFixed(1).padStart(7), String(v.length).padStart(4), k);
await app.close(); await database.close();
