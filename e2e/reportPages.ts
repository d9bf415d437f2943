import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, newPerson, signUpViaApi, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';
import { seedReports } from './reportSeed.ts';

/** The report pages' helpers, shared by e2e/reports.spec.ts and e2e/reportsJourney.spec.ts. */

/** A report page sends eight queries at once; on a busy two-core machine they can take longer than 10 s. */
export const expect = baseExpect.configure({ timeout: 30_000 });

/** A fresh administrator with a browser session and the report plan (server/test/reportFactories.ts) seeded. */
export const signInWithReports = async (page: Page, day0?: number) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson('Reports'));
  await useSession(page.context(), headers);
  const accountId = user.account_id ?? 0;
  return { user, headers, accountId, base: `/app/accounts/${accountId}/reports`, seeded: seedReports(accountId, day0) };
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A metric card: its label, then its number (and the comparison after). */
export const card = (page: Page, label: string, value: string) =>
  page.getByRole('button', { name: new RegExp(`^${escape(label)}\\s*${escape(value)}(\\s|$)`) });

/** The numbers of a metric's chart, read from its table (the same data as the bars). */
export const chartValues = async (page: Page, metric: string) => {
  const figure = page.getByRole('figure', { name: metric });
  const details = figure.locator('details');
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open)))
    await figure.getByText(text.reportsPage.chart.table).click();
  return figure.locator('tbody td').allTextContents();
};

/** Clicks what starts a download and reads the file the browser saved. */
export const downloadText = async (page: Page, click: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), body: fs.readFileSync(file, 'utf8') };
};

/** A CSV file's data rows (header left out), each split into cells (the report files quote nothing here). */
export const csvRows = (body: string) =>
  body
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));
