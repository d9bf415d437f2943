/**
 * `npm run bench:helpCenter`: the public help centre at scale (issue 21 item 8). Seeds a portal in English
 * and Arabic with 20 categories and 10,000 published articles (plus drafts and a neighbour account's
 * portal, so status and portal scoping are exercised) into a fresh database (BENCH_DATABASE_URL's server, else
 * TEST_DATABASE_URL's, else a throwaway embedded PostgreSQL), then times through the real HTTP routes (app.inject) after a warm-up:
 *   page   — bytes of a public article page, HTML with its inlined CSS (target < 50 KB), and gzip for reference
 *   article — GET /hc/{portal}/articles/{slug} p50/p95, a view counted on each (target p95 ≤ 20 ms), beside
 *             the bare SQL of the same four statements in the same run (the machine's share of the time)
 *   search — GET /hc/{portal}/{locale}/articles?query=… p50/p95 over common, rare, phrase and no-match terms
 *            (target p95 ≤ 50 ms), and the widget's JSON search for comparison
 * Prints figures; asserts nothing. BENCH_KEEP_DB=1 keeps the seeded database for EXPLAIN.
 */
import zlib from 'node:zlib';
import { insertAccount } from '../server/features/accounts/index.ts';
import { insertAccountUser } from '../server/features/users/index.ts';
import { fmt, openBenchDatabase, pct } from './benchDatabase.ts';
import { figure } from './figures.ts';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = 50;
const TARGETS = { pageKb: 50, articleP95Ms: 20, searchP95Ms: 50 };

const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');

/** Help-centre words: titles and bodies are drawn from them, so searches hit a realistic share of rows. */
const WORDS = [
  'account',
  'billing',
  'invoice',
  'refund',
  'payment',
  'card',
  'subscription',
  'plan',
  'upgrade',
  'cancel',
  'password',
  'login',
  'security',
  'email',
  'notification',
  'export',
  'import',
  'report',
  'dashboard',
  'team',
  'agent',
  'inbox',
  'widget',
  'website',
  'mobile',
  'android',
  'iphone',
  'integration',
  'webhook',
  'api',
  'shipping',
  'delivery',
  'order',
  'tracking',
  'return',
  'warranty',
  'discount',
  'coupon',
  'tax',
  'currency',
  'language',
  'settings',
  'profile',
  'avatar',
  'privacy',
  'delete',
  'archive',
  'search',
  'label',
  'automation',
];

const main = async () => {
  const bench = await openBenchDatabase('bench_help_center');
  const { database, account, user } = bench;
  try {
    const other = await insertAccount(database.db, { name: 'Neighbour' });
    await insertAccountUser(database.db, { accountId: other.id, userId: user.id, role: 1 });

    const { app, headers, close: closeApp } = await bench.startApp();
    const call = async (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) => {
      const res = await app.inject({ method, url: path, headers: { ...headers }, ...(payload && { payload }) });
      if (res.statusCode >= 300) throw new Error(`${method} ${path} → ${res.statusCode} ${res.body}`);
      return res;
    };

    // Portals and categories through the API, as the dashboard makes them.
    const makePortal = async (accountId: number, slug: string) => {
      const portal = (
        await call('POST', `/api/v1/accounts/${accountId}/portals`, {
          name: `Help ${slug}`,
          slug,
          config: { allowed_locales: ['en', 'ar'], default_locale: 'en' },
        })
      ).json<{ id: number }>();
      for (let i = 0; i < 20; i++) {
        const locale = i < 15 ? 'en' : 'ar';
        const name = locale === 'en' ? `${WORDS[i]} and ${WORDS[i + 20]} guides` : `قسم ${i}`;
        await call('POST', `/api/v1/accounts/${accountId}/portals/${slug}/categories`, {
          name,
          slug: `category-${i}`,
          locale,
          icon: '📘',
        });
      }
      return portal.id;
    };
    const portalId = await makePortal(account.id, 'bench');
    const otherPortalId = await makePortal(other.id, 'neighbour');

    const t0 = performance.now();
    // Articles in bulk: a title of three words, a description, and a body of ~2.5 KB HTML (eight paragraphs),
    // 90 % English / 10 % Arabic, every 10th a draft, every 25th archived, positions within each category.
    const seed = (accountId: number, pId: number, n: number, offset: number) =>
      database.pool.query(
        `WITH w(a) AS (SELECT $5::text[]),
         cats AS (SELECT array_agg(id ORDER BY id) FILTER (WHERE locale = 'en') AS en,
                         array_agg(id ORDER BY id) FILTER (WHERE locale = 'ar') AS ar
                  FROM categories WHERE portal_id = $2),
         src AS (
           SELECT g,
             CASE WHEN g % 10 = 9 THEN 'ar' ELSE 'en' END AS locale,
             CASE WHEN g % 10 = 9 THEN 'استرداد الأموال ' ELSE '' END ||
             initcap(w.a[1 + g % 50]) || ' ' || w.a[1 + (g / 50) % 50] || ' ' || w.a[1 + (g / 2500) % 50] || ' ' || g AS title,
             'How to ' || w.a[1 + (g * 7) % 50] || ' your ' || w.a[1 + (g * 13) % 50] AS description,
             (SELECT string_agg('<p>' || repeat(w.a[1 + (g * p) % 50] || ' ' || w.a[1 + (g + p * 3) % 50] || ' helps you ' || w.a[1 + (g / (p + 1)) % 50] || ' the ' || w.a[1 + (p * 11) % 50] || '. ', 6) || '</p>', '')
                FROM generate_series(1, 8) p) AS content
           FROM generate_series($3::int, $3::int + $4::int - 1) AS g, w
         )
         INSERT INTO articles (account_id, portal_id, category_id, author_id, locale, title, slug, content, description,
                               status, position, views, search_config, search_vector, updated_at)
         SELECT $1, $2,
           CASE WHEN s.locale = 'en' THEN c.en[1 + s.g % cardinality(c.en)] ELSE c.ar[1 + s.g % cardinality(c.ar)] END,
           $6, s.locale, s.title, 'article-' || s.g, s.content, s.description,
           CASE WHEN s.g % 25 = 0 THEN 2 WHEN s.g % 10 = 3 THEN 0 ELSE 1 END,
           s.g, (s.g * 7919) % 5000,
           CASE WHEN s.locale = 'en' THEN 'english' ELSE 'arabic' END,
           setweight(to_tsvector(CASE WHEN s.locale = 'en' THEN 'english' ELSE 'arabic' END::regconfig, s.title), 'A')
             || setweight(to_tsvector(CASE WHEN s.locale = 'en' THEN 'english' ELSE 'arabic' END::regconfig, s.description), 'B')
             || setweight(to_tsvector(CASE WHEN s.locale = 'en' THEN 'english' ELSE 'arabic' END::regconfig, regexp_replace(s.content, '<[^>]*>', ' ', 'g')), 'C'),
           now() - make_interval(secs => s.g)
         FROM src s, cats c`,
        [accountId, pId, offset, n, WORDS, user.id],
      );
    // Published = n − drafts (1 in 10) − archived (1 in 25; the two never overlap): 86 %, so seed n ≥ 10,000 / 0.86.
    const total = Math.ceil(ARTICLES / 0.86) + 25;
    await seed(account.id, portalId, total, 1);
    await seed(other.id, otherPortalId, Math.round(total / 10), total + 1);
    await database.pool.query('VACUUM ANALYZE articles');
    const seedMs = performance.now() - t0;
    const published = (
      await database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM articles WHERE portal_id = $1 AND status = 1',
        [portalId],
      )
    ).rows[0]?.n;

    // Each request from its own reader's address: the public search's per-address limit (help centre) is for
    // one reader, and the bench's thousands of searches stand for many.
    let readers = 0;
    const get = async (path: string) => {
      readers += 1;
      const remoteAddress = `10.${(readers >> 16) & 255}.${(readers >> 8) & 255}.${readers & 255}`;
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: path, remoteAddress });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${path} → ${res.statusCode}`);
      return { ms, body: res.body };
    };
    const slugOf = (i: number) => {
      // A published English article: not g%10=9 (Arabic), not g%10=3 (draft), not g%25=0 (archived).
      let g = 1 + ((i * 7919) % total);
      while (g % 10 === 9 || g % 10 === 3 || g % 25 === 0) g++;
      return `article-${g}`;
    };

    // Page weight: one article page, HTML with its inlined <style>.
    const page = (await get(`/hc/bench/articles/${slugOf(1)}`)).body;
    const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    const pageBytes = Buffer.byteLength(page);
    const gzBytes = zlib.gzipSync(page).length;

    // The article page through HTTP, interleaved with the bare SQL of its four statements (portal, article with
    // its category, the view count, translations), so the machine's load shows in both alike.
    const bareArticle = async (slug: string) => {
      const pool = database.pool;
      await pool.query(
        `SELECT p.* FROM portals p JOIN accounts a ON a.id = p.account_id WHERE lower(p.slug) = lower($1) AND p.archived = false AND a.status = 0 LIMIT 1`,
        ['bench'],
      );
      const a = await pool.query<{ id: number; associated_article_id: number | null }>(
        `SELECT a.*, c.name, c.slug AS category_slug, c.locale AS category_locale FROM articles a LEFT JOIN categories c ON c.id = a.category_id WHERE a.portal_id = $1 AND a.slug = $2 AND a.status = 1 LIMIT 1`,
        [portalId, slug],
      );
      const row = a.rows[0];
      if (!row) throw new Error(`no article ${slug}`);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SET LOCAL synchronous_commit = off');
        await client.query('UPDATE articles SET views = views + 1 WHERE id = $1', [row.id]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      const root = row.associated_article_id ?? row.id;
      await pool.query(
        'SELECT locale, slug FROM articles WHERE portal_id = $1 AND status = 1 AND (id = $2 OR associated_article_id = $2)',
        [portalId, root],
      );
    };
    const articles: number[] = [];
    const articlesSql: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const { ms } = await get(`/hc/bench/articles/${slugOf(i)}`);
      const t = performance.now();
      await bareArticle(slugOf(i + 1));
      const sqlMs = performance.now() - t;
      if (i >= WARMUP) {
        articles.push(ms);
        articlesSql.push(sqlMs);
      }
    }
    const home: number[] = [];
    for (let i = 0; i < WARMUP + RUNS / 3; i++) {
      const { ms } = await get(`/hc/bench/${i % 5 === 0 ? 'ar' : 'en'}`);
      if (i >= WARMUP) home.push(ms);
    }

    // Search: one common word (thousands of hits), two words, a title word + number, a prefix-less rare
    // combination, a phrase, an Arabic term, and no match.
    const terms = (i: number) =>
      [
        { locale: 'en', q: WORDS[i % 50]! },
        { locale: 'en', q: `${WORDS[i % 50]} ${WORDS[(i * 3) % 50]}` },
        { locale: 'en', q: `${WORDS[(i * 7) % 50]} ${1 + ((i * 7919) % total)}` },
        { locale: 'en', q: `"helps you ${WORDS[(i * 11) % 50]}"` },
        { locale: 'ar', q: 'استرداد' },
        { locale: 'en', q: `zzq${i}` },
      ][i % 6]!;
    const search: number[] = [];
    const byKind: number[][] = [[], [], [], [], [], []];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const { locale, q } = terms(i);
      const { ms } = await get(`/hc/bench/${locale}/articles?query=${encodeURIComponent(q)}`);
      if (i >= WARMUP) {
        search.push(ms);
        byKind[i % 6]?.push(ms);
      }
    }
    await closeApp();

    console.log(
      `help-centre bench: ${published?.toLocaleString('en')} published articles (of ${total.toLocaleString('en')}) seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `article page: ${(pageBytes / 1024).toFixed(1)} KB HTML incl. ${(Buffer.byteLength(css) / 1024).toFixed(1)} KB inlined CSS (gzip ${(gzBytes / 1024).toFixed(1)} KB)   target < ${TARGETS.pageKb} KB ${verdict(pageBytes < TARGETS.pageKb * 1024)}`,
    );
    console.log(`                       p50 ms   p95 ms`);
    console.log(
      `article page (HTTP)  ${fmt(pct(articles, 50))}  ${fmt(pct(articles, 95))}   target p95 ≤ ${TARGETS.articleP95Ms} ms ${verdict(pct(articles, 95) <= TARGETS.articleP95Ms)}`,
    );
    console.log(`article (bare SQL)   ${fmt(pct(articlesSql, 50))}  ${fmt(pct(articlesSql, 95))}`);
    console.log(`portal home (HTTP)   ${fmt(pct(home, 50))}  ${fmt(pct(home, 95))}`);
    console.log(
      `portal search (HTTP) ${fmt(pct(search, 50))}  ${fmt(pct(search, 95))}   target p95 ≤ ${TARGETS.searchP95Ms} ms ${verdict(pct(search, 95) <= TARGETS.searchP95Ms)}`,
    );
    const kinds = ['one word', 'two words', 'word + number', 'phrase', 'arabic', 'no match'];
    console.log(`  p95 by kind: ${kinds.map((k, i) => `${k} ${pct(byKind[i] ?? [], 95).toFixed(1)}`).join(', ')}`);
    figure('helpCenter', 'article page p95 (HTTP)', pct(articles, 95), 'ms', { atMost: TARGETS.articleP95Ms });
    figure('helpCenter', 'portal search p95 (HTTP)', pct(search, 95), 'ms', { atMost: TARGETS.searchP95Ms });
    figure('helpCenter', 'article page size', pageBytes / 1024, 'KB', { atMost: TARGETS.pageKb });
  } finally {
    await bench.close();
  }
};

await main();
