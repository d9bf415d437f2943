import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** WCAG 2.2 AA, the promise of docs/ACCESSIBILITY.md, plus axe's best practices (landmarks, headings). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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
  opts: { colourOnly?: boolean } = {},
): Promise<TAxeFinding[]> => {
  // Legacy mode runs axe in the page itself: no extra blank page per run (the walk runs it ~250 times).
  // Only violations are collected (passes and incomplete results cost time and are not read).
  // options() replaces what withTags/withRules and disableRules set: it comes first.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (opts.colourOnly) builder.withRules(COLOUR_RULES.filter((r) => !skipped.includes(r)));
  else builder.withTags(TAGS).disableRules(skipped);
  const results =
    opts.colourOnly && COLOUR_RULES.every((r) => skipped.includes(r))
      ? { violations: [] }
      : await builder.setLegacyMode(true).analyze();
  const findings = results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || FAILING_RULES.has(v.id))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  if (REPORT && findings.length > 0)
    fs.appendFileSync(REPORT, findings.map((f) => JSON.stringify(f)).join('\n') + '\n');
  return findings;
};

const describe = (findings: TAxeFinding[]) =>
  findings
    .map((f) => `${f.rule} (${f.impact}, ${f.targets.length}): ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}`)
    .join('\n  ');

/**
 * Runs axe on what the page shows now and fails (softly: the test goes on to the next screen, and
 * fails at its end listing every screen) on any serious or critical violation or a landmark/heading one.
 * `colourOnly`: the same screen again in the other appearance — only the colour rules.
 */
export const expectAccessible = async (page: Page, screen: string, opts: { colourOnly?: boolean } = {}) => {
  const findings = await axeFindings(page, screen, opts);
  expect.soft(findings.length, `axe on ${screen}:\n  ${describe(findings)}`).toBe(0);
};
