/**
 * `npm run bench:ui`: is a 10,000-message conversation smooth in the browser? Seeds one conversation
 * with 10,000 messages (set-based SQL; every 100th carries an image), serves the built SPA
 * (HELPDESK_DIST_ROOT, else dist/; built first when missing), opens the conversation in Debian's
 * Chromium, loads the whole history by scrolling to the top page after page, then scrolls through
 * the whole list from top to bottom, a fixed step per frame, and reports:
 *   frames     — requestAnimationFrame deltas while scrolling: p50 / p95, share of frames > 50 ms
 *   long tasks — PerformanceObserver 'longtask' during the history load and during the scroll pass
 *   DOM        — the most rows and elements ever inside the message log (virtualised: bounded)
 *   heap       — performance.memory.usedJSHeapSize after the 10k are loaded (after a GC)
 * Prints figures against targets; asserts nothing. A fresh database on BENCH_DATABASE_URL's server when set,
 * else on a throwaway embedded one (bench/benchDatabase.ts); dropped at the end unless BENCH_KEEP_DB=1.
 */
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import en from '../common/i18n/en.json' with { type: 'json' };
import { figure } from './figures.ts';

const MESSAGES = Number(process.env.BENCH_UI_MESSAGES ?? 10_000);
const STEP_PX = Number(process.env.BENCH_UI_STEP_PX ?? 240);
const TARGETS = { p95FrameMs: 50, slowFramesPct: 5, maxRows: 100, maxLogElements: 2500, heapMb: 150 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distRoot = process.env.HELPDESK_DIST_ROOT ?? path.join(root, 'dist');
process.env.HELPDESK_DIST_ROOT = distRoot;

/** The same browser as the E2E journeys (playwright.config.ts): Debian's chromium, never a download. */
const chromiumPath = () => {
  try {
    return execSync('which chromium', { encoding: 'utf8' }).trim() || '/usr/bin/chromium';
  } catch {
    return '/usr/bin/chromium';
  }
};

/** A 2×2 PNG: the image every 100th message carries. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFUlEQVR42mNk+M9QzwAEjDAGNzYAAHYpBfkEvmPBAAAAAElFTkSuQmCC',
  'base64',
);

const ensureBuilt = () => {
  if (fs.existsSync(path.join(distRoot, 'app', 'index.html'))) return;
  process.stdout.write(`building the SPA into ${distRoot} …\n`);
  execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
};

const main = async () => {
  ensureBuilt();
  // The web plugin reads HELPDESK_DIST_ROOT when it loads: import the server (via the helpers) after setting it.
  const { openFreshDatabase, pct } = await import('./benchDatabase.ts');
  const { signUp } = await import('./benchHttp.ts');
  const bench = await openFreshDatabase('bench_ui');
  const { database } = bench;
  const started = await bench.startApp({ listen: true }).catch(async (e: unknown) => {
    await bench.close();
    throw e;
  });
  const { base, uploads: uploadsDir } = started;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-precise-memory-info',
      '--js-flags=--expose-gc',
    ],
  });

  try {
    // Sign up (session headers for the browser), an API inbox, a contact, a conversation.
    const { accountId, userId, session, api } = await signUp(base);
    const me = { id: userId, account_id: accountId };
    const inbox = await api<{ id: number }>('POST', '/inboxes', { name: 'Bench API', channel: { type: 'api' } });
    await api('POST', '/inbox_members', { inbox_id: inbox.id, user_ids: [me.id] });
    const contact = (
      await api<{ payload: { contact: { id: number } } }>('POST', '/contacts', {
        name: 'Bench Customer',
        inbox_id: inbox.id,
      })
    ).payload.contact;
    const conv = await api<{ id: number }>('POST', '/conversations', { inbox_id: inbox.id, contact_id: contact.id });

    // 10,000 messages in one statement: alternating customer and agent, lengths from one line to a
    // paragraph, a list every 7th, one minute apart, ending now; an image on every 100th.
    fs.mkdirSync(path.join(uploadsDir, 'bench'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'bench', 'pixel.png'), PNG);
    const t0 = performance.now();
    await database.pool.query(
      `WITH c AS (SELECT id, account_id, inbox_id FROM conversations WHERE account_id = $1 AND display_id = $2),
       m AS (
         INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content, status, sender_type, sender_id, created_at, updated_at)
         SELECT c.account_id, c.inbox_id, c.id, g % 2,
           CASE WHEN g % 7 = 0 THEN 'Steps for ' || g || E':\\n- check the order\\n- confirm the address\\n- reply here'
                ELSE 'Message ' || g || ' ' || repeat('lorem ipsum dolor sit amet ', 1 + (g * 7919) % 12) END,
           0, CASE WHEN g % 2 = 0 THEN 'Contact' ELSE 'User' END, CASE WHEN g % 2 = 0 THEN $3::int ELSE $4::int END,
           now() - make_interval(mins => $5::int - g), now() - make_interval(mins => $5::int - g)
         FROM c, generate_series(1, $5::int) AS g
         RETURNING id, account_id, content
       )
       INSERT INTO attachments (account_id, message_id, file_type, file_key, thumb_key, file_name, content_type, extension, file_size)
       SELECT account_id, id, 0, 'bench/pixel.png', 'bench/pixel.png', 'pixel.png', 'image/png', 'png', ${PNG.length}
       FROM m WHERE substring(content from 'Message (\\d+) ')::int % 100 = 50`,
      [me.account_id, conv.id, contact.id, me.id, MESSAGES],
    );
    await database.pool.query(
      `UPDATE conversations SET last_activity_at = now() WHERE account_id = $1 AND display_id = $2`,
      [me.account_id, conv.id],
    );
    await database.pool.query('ANALYZE messages');
    const seedMs = performance.now() - t0;

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await context.addCookies([
      {
        name: 'cw_d_session_info',
        value: encodeURIComponent(JSON.stringify(session)),
        url: base,
        sameSite: 'Strict',
      },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const pageRequests: number[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().includes('/messages?before=')) pageRequests.push(r.timing().responseEnd);
    });
    // tsx keeps function names by wrapping them in __name(); the page needs that helper too.
    await page.addInitScript('window.__name = (f) => f;');
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/app/accounts/${me.account_id}/conversations/${conv.id}`);
    const log = page.getByRole('log', { name: en.conversations.messagesLabel });
    await log.getByText(`Message ${MESSAGES} `).waitFor({ timeout: 30_000 });

    // BENCH_UI_PROFILE=<file>: CPU profiles of the history load (<file>.load) and the scroll pass (<file>).
    const profile = process.env.BENCH_UI_PROFILE;
    const cdp = profile ? await context.newCDPSession(page) : null;
    await cdp?.send('Profiler.enable');
    await cdp?.send('Profiler.start');
    // Load all history: scroll to the top, wait for the page to land, again, until the start shows.
    const loadStart = Date.now();
    const startText = en.conversations.startOfConversation;
    let pages = 0;
    const counts = async () => log.evaluate((el) => el.querySelectorAll('[data-index]').length);
    for (;;) {
      const done = await log.evaluate(async (el, text) => {
        const atStart = () => [...el.querySelectorAll('p')].some((p) => p.textContent === text);
        if (atStart()) return true;
        // Like a reader holding "scroll up": to the top every frame (rows measured on the way in may
        // push the offset down again) until the older page is requested, then wait for it to land.
        const t = performance.now();
        while (el.getAttribute('aria-busy') !== 'true' && performance.now() - t < 1000) {
          el.scrollTop = 0;
          await new Promise((r) => requestAnimationFrame(r));
        }
        while (el.getAttribute('aria-busy') === 'true') await new Promise((r) => requestAnimationFrame(r));
        await new Promise((r) => requestAnimationFrame(r));
        return atStart();
      }, startText);
      pages += 1;
      if (done) break;
      if (Date.now() - loadStart > 10 * 60_000) throw new Error('history did not finish loading in 10 minutes');
    }
    const loadMs = Date.now() - loadStart;
    const loadLong = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      const xs = w.__longTasks;
      w.__longTasks = [];
      return xs.map((x) => x.duration);
    });
    const afterLoad = await page.evaluate(() => {
      (window as unknown as { gc?: () => void }).gc?.();
      const mem = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
      return { heap: mem?.usedJSHeapSize ?? NaN };
    });
    const rowsAfterLoad = await counts();

    if (cdp && profile) {
      fs.writeFileSync(`${profile}.load`, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      await cdp.send('Profiler.start');
    }
    // The scroll pass: from the top to the bottom, STEP_PX per frame, recording frame deltas and DOM size.
    const pass = await log.evaluate(async (el, step) => {
      el.scrollTop = 0;
      await new Promise((r) => setTimeout(r, 300));
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      w.__longTasks = [];
      const deltas: number[] = [];
      let maxRows = 0;
      let maxElements = 0;
      let last = performance.now();
      let frame = 0;
      const t0 = performance.now();
      await new Promise<void>((resolve) => {
        const tick = (now: number) => {
          deltas.push(now - last);
          last = now;
          frame += 1;
          if (frame % 10 === 0) {
            maxRows = Math.max(maxRows, el.querySelectorAll('[data-index]').length);
            maxElements = Math.max(maxElements, el.getElementsByTagName('*').length);
          }
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 2) {
            resolve();
            return;
          }
          el.scrollTop += step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(tick);
        });
      });
      return {
        deltas,
        maxRows,
        maxElements,
        ms: performance.now() - t0,
        height: el.scrollHeight,
        longTasks: w.__longTasks.map((x) => x.duration),
      };
    }, STEP_PX);

    if (cdp && profile) fs.writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const slow = pass.deltas.filter((d) => d > 50).length;
    const slowPct = (100 * slow) / Math.max(1, pass.deltas.length);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const ok = (good: boolean) => (good ? 'ok' : 'OVER');
    const p95 = pct(pass.deltas, 95);
    const heapMb = afterLoad.heap / 1024 / 1024;
    process.stdout.write(
      [
        `message list benchmark: ${MESSAGES} messages (seeded in ${seedMs.toFixed(0)} ms), Chromium ${browser.version()}, 1280×800`,
        `  history load       ${pages} scroll-to-top rounds, ${(loadMs / 1000).toFixed(1)} s (older page request p50 ${pct(pageRequests, 50).toFixed(0)} ms, p95 ${pct(pageRequests, 95).toFixed(0)} ms); long tasks ${loadLong.length} (total ${sum(loadLong).toFixed(0)} ms, longest ${Math.max(0, ...loadLong).toFixed(0)} ms)`,
        `  scroll pass        ${pass.deltas.length} frames over ${(pass.height / 1000).toFixed(0)}k px in ${(pass.ms / 1000).toFixed(1)} s (${STEP_PX} px/frame)`,
        `  frame time         p50 ${pct(pass.deltas, 50).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   target p95 ≤ ${TARGETS.p95FrameMs} ms   ${ok(p95 <= TARGETS.p95FrameMs)}`,
        `  frames > 50 ms     ${slowPct.toFixed(1)} %   target ≤ ${TARGETS.slowFramesPct} %   ${ok(slowPct <= TARGETS.slowFramesPct)}`,
        `  long tasks         ${pass.longTasks.length} while scrolling (total ${sum(pass.longTasks).toFixed(0)} ms, longest ${Math.max(0, ...pass.longTasks).toFixed(0)} ms)`,
        `  DOM in the log     rows ≤ ${pass.maxRows} (after load ${rowsAfterLoad})   target < ${TARGETS.maxRows}   ${ok(pass.maxRows < TARGETS.maxRows)};  elements ≤ ${pass.maxElements}   target < ${TARGETS.maxLogElements}   ${ok(pass.maxElements < TARGETS.maxLogElements)}`,
        `  JS heap            ${heapMb.toFixed(1)} MB after loading ${MESSAGES}   target ≤ ${TARGETS.heapMb} MB   ${ok(heapMb <= TARGETS.heapMb)}`,
        errors.length ? `  page errors        ${errors.join(' | ')}` : '',
        '',
      ]
        .filter((l, i, xs) => l !== '' || i === xs.length - 1)
        .join('\n'),
    );
    figure('ui', 'message list scroll, frame time p95', p95, 'ms', { atMost: TARGETS.p95FrameMs });
    figure('ui', 'message list scroll, frames over 50 ms', slowPct, '%', { atMost: TARGETS.slowFramesPct });
    figure('ui', `JS heap after loading ${MESSAGES} messages`, heapMb, 'MB', { atMost: TARGETS.heapMb });
    await context.close();
  } finally {
    await browser.close();
    await bench.close();
  }
};

await main();
