import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './test/harness.ts';
import { buildAdmin } from './test/factories.ts';
import { buildConversation } from './test/conversationFactories.ts';
import { corrupt, makeRng, paramValue, rawBody, valid, type TJson, type TRng } from './test/fuzzInput.ts';

/**
 * Every operation of the server's own OpenAPI, sent valid-ish and hostile bodies, queries and path
 * values, as an administrator and anonymously: no answer may be a 5xx, and a 4xx may not write
 * (docs/SECURITY.md "Bad input never answers 5xx"). Seeded: FUZZ_SEED=<n> replays a run, FUZZ_RUNS
 * sets the requests per operation and identity.
 */
const t = setupTestApp();
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);

/** Routes that end the fuzzing identity's own session or account; the routes themselves are tested elsewhere. */
const SKIP = new Set([
  'DELETE /auth/sign_out',
  'POST /api/v1/profile/access_token',
  'PUT /api/v1/profile',
  'PATCH /api/v1/profile',
  'DELETE /api/v1/accounts/{accountId}',
]);
/** The SPA's shell (a 503 until `npm run build`), not an API route. */
const SKIP_PATHS = new Set(['/app', '/app/{*}']);
/**
 * Tables a refused request may legitimately write, or that the background writes after an earlier
 * success: rate-limit windows count refusals; the dispatcher's cursor and presence rows move on their own.
 */
const WRITABLE_ON_4XX = new Set(['rate_limits', 'event_dispatch', 'presences']);
/** Columns the sequencer fills after an earlier request committed (events.seq, accounts.last_event_seq). */
const ASYNC_COLUMNS = "'{seq,last_event_seq}'::text[]";

interface TOperation {
  parameters?: { in: string; name: string; schema?: TJson }[];
  requestBody?: { content?: Record<string, { schema?: TJson }> };
}

/**
 * One order-free hash per table (row count and the sum of each row's hash): no sort, no JSON, so the
 * ~2,000 fingerprints of a run stay cheap on the embedded database. Tables with columns the sequencer
 * fills later hash their rows without those columns.
 */
const fingerprint = async (tables: string[], asyncTables: Set<string>) => {
  const parts = tables.map((name) => {
    const row = asyncTables.has(name) ? `(to_jsonb(x) - ${ASYNC_COLUMNS})::text` : 'x::text';
    return `SELECT '${name}' AS t, count(*) || ':' || coalesce(sum(hashtext(${row})::bigint), 0) AS h FROM "${name}" x`;
  });
  const rows = await t.database.db.execute<{ t: string; h: string }>(sql.raw(parts.join(' UNION ALL ')));
  return new Map(rows.rows.map((r) => [r.t, r.h]));
};

const buildRequest = (rng: TRng, path: string, op: TOperation, accountId: number, ids: number[], hostile: boolean) => {
  const params = op.parameters ?? [];
  let url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(
      name === 'accountId' && (!hostile || rng.chance(0.8)) ? String(accountId) : paramValue(rng, ids),
    ),
  );
  const query = new URLSearchParams();
  for (const p of params.filter((x) => x.in === 'query')) {
    if (!rng.chance(0.6)) continue;
    const v = hostile && rng.chance(0.5) ? paramValue(rng, ids) : valid(p.schema, rng, ids);
    for (const item of Array.isArray(v) ? v : [v])
      query.append(p.name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  if ([...query].length) url += `?${query.toString()}`;
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (hostile && rng.chance(0.25)) {
    const raw = rawBody(rng);
    return { url, headers: { 'content-type': raw.contentType }, payload: raw.payload };
  }
  const good = valid(schema ?? { type: 'object', properties: { name: { type: 'string' } } }, rng, ids);
  const body = hostile ? corrupt(good, rng) : good;
  return { url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
};

describe('fuzzing every route of the OpenAPI', () => {
  it('never answers 5xx, and a 4xx writes nothing', { timeout: 180_000 }, async () => {
    const admin = await buildAdmin(t);
    const made = await buildConversation(t, admin, { message: 'hello' });
    const ids = [made.inboxId, made.contactId, made.displayId, admin.user.id, 1];
    const spec = t.app.swagger() as { paths: Record<string, Record<string, TOperation>> };
    const tables = (
      await t.database.db.execute<{ table_name: string }>(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      )
    ).rows
      .map((r) => r.table_name)
      .filter((name) => !WRITABLE_ON_4XX.has(name));
    const asyncTables = new Set(
      (
        await t.database.db.execute<{ table_name: string }>(
          sql.raw(
            `SELECT DISTINCT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = ANY(${ASYNC_COLUMNS})`,
          ),
        )
      ).rows.map((r) => r.table_name),
    );
    const rng = makeRng(SEED);
    const failures: string[] = [];
    let before = await fingerprint(tables, asyncTables);
    let sent = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      if (SKIP_PATHS.has(path)) continue;
      for (const [method, op] of Object.entries(methods)) {
        const verb = method.toUpperCase();
        if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(verb) || SKIP.has(`${verb} ${path}`)) continue;
        for (let run = 0; run < RUNS * 2; run++) {
          const asAdmin = run < RUNS;
          const req = buildRequest(rng, path, op, admin.accountId, ids, run % RUNS !== 0);
          const res = await t.app.inject({
            method: verb as 'GET',
            url: req.url,
            headers: { ...req.headers, ...(asAdmin ? admin.headers : {}) },
            payload: verb === 'GET' ? undefined : req.payload,
          });
          sent++;
          const after = await fingerprint(tables, asyncTables);
          const label = `${verb} ${req.url.slice(0, 160)} (${asAdmin ? 'admin' : 'anonymous'}) → ${res.statusCode}`;
          if (res.statusCode >= 500)
            failures.push(`${label}: ${res.body.slice(0, 200)} body=${req.payload.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            const changed = tables.filter((name) => before.get(name) !== after.get(name));
            if (changed.length) failures.push(`${label} wrote ${changed.join(', ')} body=${req.payload.slice(0, 200)}`);
          }
          before = after;
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures, `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} replays this run`).toEqual([]);
  });
});
