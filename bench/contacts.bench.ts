/**
 * `npm run bench:contacts`: contact search and list at scale. Seeds 500,000 contacts with generate_series into
 * a fresh database (BENCH_DATABASE_URL's server, else TEST_DATABASE_URL's, else a throwaway embedded PostgreSQL),
 * then times through the real HTTP routes (app.inject, auth and all):
 *   search — GET contacts/search?q=… p50/p95 over name, email, phone and identifier fragments (target p95 ≤ 50 ms)
 *   list   — GET contacts?page=…&sort=… p95 against the bare SQL of the same page + count (target ≤ 1.5×)
 * Prints figures; asserts nothing. BENCH_KEEP_DB=1 keeps the seeded database for EXPLAIN.
 */
import { insertAccount } from '../server/features/accounts/index.ts';
import { fmt, openBenchDatabase, pct, time } from './benchDatabase.ts';
import { figure } from './figures.ts';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 500_000);
const RUNS = 200;
const TARGETS = { searchP95Ms: 50, listRatio: 1.5 };

const main = async () => {
  const bench = await openBenchDatabase('bench_contacts');
  const { database, account } = bench;
  try {
    const other = await insertAccount(database.db, { name: 'Neighbour' });

    const t0 = performance.now();
    // 500k contacts in the measured account and 50k in a neighbour, so account scoping is exercised.
    const seed = (accountId: number, n: number, offset: number) =>
      database.pool.query(
        `WITH first(n) AS (SELECT ARRAY['olivia','liam','emma','noah','amelia','oliver','ava','elijah','sophia','lucas','mia','levi','isabella','mateo','evelyn','ezra','harper','asher','luna','james','layla','omar','fatima','yusuf','mariam','hana','kenji','yuki','ines','pablo'])
         , last(n) AS (SELECT ARRAY['smith','johnson','williams','brown','jones','garcia','miller','davis','rodriguez','martinez','hernandez','lopez','gonzalez','wilson','anderson','thomas','taylor','moore','jackson','martin','haddad','khan','tanaka','suzuki','rossi','dubois','novak','kowalski','silva','nguyen'])
         INSERT INTO contacts (account_id, name, email, phone_number, identifier, additional_attributes, last_activity_at, created_at)
         SELECT $1,
           initcap(f.n[1 + (g % 30)]) || ' ' || initcap(l.n[1 + ((g / 30) % 30)]) || ' ' || g,
           CASE WHEN g % 10 <> 0 THEN f.n[1 + (g % 30)] || '.' || l.n[1 + ((g / 30) % 30)] || g || '@example' || (g % 97) || '.test' END,
           CASE WHEN g % 3 = 0 THEN '+1415' || lpad(g::text, 7, '0') END,
           CASE WHEN g % 5 = 0 THEN 'crm-' || g END,
           jsonb_build_object('city', (ARRAY['Paris','Berlin','Tokyo','Dubai','Lima'])[1 + g % 5], 'company_name', 'Company ' || (g % 1000)),
           CASE WHEN g % 7 <> 0 THEN now() - make_interval(secs => (g * 37) % 31536000) END,
           now() - make_interval(secs => g)
         FROM generate_series($2::int, $2::int + $3::int - 1) AS g, first f, last l`,
        [accountId, offset, n],
      );
    await seed(account.id, CONTACTS, 1);
    await seed(other.id, Math.round(CONTACTS / 10), CONTACTS + 1);
    await database.pool.query('VACUUM ANALYZE contacts');
    const seedMs = performance.now() - t0;

    const { app, headers, close: closeApp } = await bench.startApp();
    const base = `/api/v1/accounts/${account.id}/contacts`;
    const get = async (path: string) => {
      const res = await app.inject({ method: 'GET', url: path, headers: { ...headers } });
      if (res.statusCode !== 200) throw new Error(`${path} → ${res.statusCode} ${res.body}`);
    };

    // Search: what agents type — part of a name, an email, a phone number, an identifier.
    const terms = (i: number) => {
      const g = 1 + ((i * 7919) % CONTACTS);
      return [
        `olivia smith ${g}`,
        `${['haddad', 'tanaka', 'rossi', 'nguyen'][i % 4]}`,
        `.${['smith', 'khan', 'silva'][i % 3]}${g}@`,
        `+1415${String(g - (g % 3))
          .padStart(7, '0')
          .slice(0, 5)}`,
        `crm-${g - (g % 5)}`,
        `zzq${i}`,
      ][i % 6]!;
    };
    for (let i = 0; i < 20; i++) await get(`${base}/search?q=${encodeURIComponent(terms(i))}`);
    const search: number[] = [];
    const byKind: number[][] = [[], [], [], [], [], []];
    for (let i = 0; i < RUNS; i++) {
      const ms = await time(() => get(`${base}/search?q=${encodeURIComponent(terms(i))}`));
      search.push(ms);
      byKind[i % 6]?.push(ms);
    }

    // List: the default sort and a name sort, early and deep pages, through HTTP and as bare SQL.
    const pages = [1, 2, 3, 10, 50];
    const sorts = [
      { sort: '-last_activity_at', order: 'last_activity_at DESC NULLS LAST, id DESC' },
      { sort: 'name', order: 'lower(name) ASC NULLS LAST, id ASC' },
    ];
    const listHttp: number[] = [];
    const listSql: number[] = [];
    for (let i = 0; i < RUNS + 20; i++) {
      const page = pages[i % pages.length]!;
      const s = sorts[i % sorts.length]!;
      const httpMs = await time(() => get(`${base}?page=${page}&sort=${s.sort}`));
      const sqlMs = await time(() =>
        Promise.all([
          database.pool.query(`SELECT * FROM contacts WHERE account_id = $1 ORDER BY ${s.order} LIMIT 15 OFFSET $2`, [
            account.id,
            (page - 1) * 15,
          ]),
          database.pool.query('SELECT count(*)::int FROM contacts WHERE account_id = $1', [account.id]),
        ]),
      );
      if (i >= 20) {
        listHttp.push(httpMs);
        listSql.push(sqlMs);
      }
    }
    await closeApp();

    const ratio = pct(listHttp, 95) / pct(listSql, 95);
    console.log(`contacts bench: ${CONTACTS.toLocaleString('en')} contacts seeded in ${(seedMs / 1000).toFixed(1)} s`);
    console.log(`                       p50 ms   p95 ms`);
    console.log(
      `search (HTTP)        ${fmt(pct(search, 50))}  ${fmt(pct(search, 95))}   target p95 ≤ ${TARGETS.searchP95Ms} ms ${pct(search, 95) <= TARGETS.searchP95Ms ? 'OK' : 'MISSED'}`,
    );
    const kinds = ['full name', 'last name', 'email part', 'phone part', 'identifier', 'no match'];
    console.log(`  p95 by kind: ${kinds.map((k, i) => `${k} ${pct(byKind[i] ?? [], 95).toFixed(1)}`).join(', ')}`);
    console.log(`list page (HTTP)     ${fmt(pct(listHttp, 50))}  ${fmt(pct(listHttp, 95))}`);
    console.log(`list page (bare SQL) ${fmt(pct(listSql, 50))}  ${fmt(pct(listSql, 95))}`);
    console.log(
      `list HTTP / SQL at p95: ${ratio.toFixed(2)}×   target ≤ ${TARGETS.listRatio}× ${ratio <= TARGETS.listRatio ? 'OK' : 'MISSED'}`,
    );
    figure('contacts', 'contact search p95 (HTTP)', pct(search, 95), 'ms', { atMost: TARGETS.searchP95Ms });
    figure('contacts', 'contact list p95, HTTP / bare SQL', ratio, '×', { atMost: TARGETS.listRatio });
  } finally {
    await bench.close();
  }
};

await main();
