import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** WCAG 2.2 AA, the promise of docs/ACCESSIBILITY.md, plus axe's best practices (landmarks, headings). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** WCAG rules axe still marks experimental, so they run only when asked: 2.5.3 Label in Name. */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/** Impacts that fail a screen, whatever the rule. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Moderate rules that fail too: every piece of content sits in a landmark, one main per page, and
 * headings that go down one level at a time — a screen-reader user moves through the page by them.
 */
const FAILING_RULES = new Set([
  'region',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'heading-order',
  'page-has-heading-one',
]);

/**
 * Rules left out of this run, for local runs only (`AXE_SKIP_RULES=color-contrast,target-size`) while a
 * fix is on its way from another branch. CI sets nothing: every rule runs.
 */
const skipped = (process.env.AXE_SKIP_RULES ?? '')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);

export interface TAxeFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The rules whose outcome depends on colour alone: on a screen already checked in one appearance, the other
 * appearance changes nothing else (same elements, names, roles), so only these run again.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const REPORT = process.env.AXE_REPORT ? path.resolve(process.env.AXE_REPORT) : null;

/** The violations that fail a screen, one per rule with the elements it found. */
export const axeFindings = async (
  page: Page,
  screen: string,
  opts: { colour?: 'only' | 'skip' } = {},
): Promise<TAxeFinding[]> => {
  // Legacy mode runs axe in the page itself: no extra blank page per run (the walk runs it ~270 times).
  // Only violations are collected (passes and incomplete results cost time and are not read).
  const started = Date.now();
  const colour = COLOUR_RULES.filter((r) => !skipped.includes(r));
  const off = opts.colour === 'skip' ? [...skipped, ...COLOUR_RULES] : skipped;
  const rules = Object.fromEntries([
    ...EXPERIMENTAL_RULES.map((r) => [r, { enabled: true }] as const),
    ...off.map((r) => [r, { enabled: false }] as const),
  ]);
  const results =
    opts.colour === 'only' && colour.length === 0
      ? { violations: [] }
      : await new AxeBuilder({ page })
          .options({
            resultTypes: ['violations'],
            runOnly: opts.colour === 'only' ? { type: 'rule', values: colour } : { type: 'tag', values: TAGS },
            rules,
          })
          .setLegacyMode(true)
          .analyze();
  const findings = results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || FAILING_RULES.has(v.id))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  if (REPORT)
    fs.appendFileSync(
      REPORT,
      [{ screen, ms: Date.now() - started }, ...findings].map((f) => JSON.stringify(f)).join('\n') + '\n',
    );
  return findings;
};

/**
 * The screen's shape: every element's tag, role, classes (its colours) and which aria-* attributes it has,
 * and where text stands — not what the text says. Two routes with the same shape (the placeholder pages of
 * one menu group, the list views of the conversation screen) give axe the same elements to judge.
 */
const shapeOf = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walk = (el: Element) => {
      const aria = [...el.attributes]
        .filter((a) => a.name.startsWith('aria-'))
        .map((a) => a.name)
        .sort()
        .join(',');
      out.push(`<${el.tagName}|${el.getAttribute('role') ?? ''}|${el.getAttribute('class') ?? ''}|${aria}`);
      for (const child of el.childNodes) {
        if (child.nodeType === Node.ELEMENT_NODE) walk(child as Element);
        else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) out.push('T');
      }
      out.push('>');
    };
    walk(document.body);
    let hash = 0;
    for (const ch of out.join('')) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
    return `${out.length}:${hash}`;
  });

const describe = (findings: TAxeFinding[]) =>
  findings
    .map((f) => `${f.rule} (${f.impact}, ${f.targets.length}): ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}`)
    .join('\n  ');

/**
 * Runs axe on what the page shows now and fails (softly: the test goes on to the next screen, and
 * fails at its end listing every screen) on any serious or critical violation or a landmark/heading one.
 * `colour: 'only'`: the same screen again in the other appearance — only the colour rules; `colour: 'skip'`: the
 * same screen in another language, same colours — every rule but those. `seen`: a walk's set of
 * screen shapes (shapeOf) already judged; a screen of the same shape is not judged again. Answers whether axe ran.
 */
export const expectAccessible = async (
  page: Page,
  screen: string,
  opts: { colour?: 'only' | 'skip'; seen?: Set<string> } = {},
) => {
  // Colours switch at once (a transition half-way would be judged, e.g. just after the dark appearance).
  await page.evaluate(() => {
    if (document.getElementById('axe-no-transitions')) return;
    const style = document.createElement('style');
    style.id = 'axe-no-transitions';
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  });
  // Judge the screen once it has loaded: no spinner left (a screen that keeps one is judged with it).
  await page
    .waitForFunction(() => !document.querySelector('.animate-spin'), null, { timeout: 5000 })
    .catch(() => undefined);
  if (opts.seen) {
    const shape = await shapeOf(page);
    if (opts.seen.has(shape)) return false;
    opts.seen.add(shape);
  }
  const findings = await axeFindings(page, screen, opts);
  expect.soft(findings.length, `axe on ${screen}:\n  ${describe(findings)}`).toBe(0);
  return true;
};
