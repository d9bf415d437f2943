/**
 * Seeds server/test/reportFactories.ts' hand-countable plan (six conversations over four days, set
 * timestamps, their messages and reporting_events) into one account of the running E2E server, straight
 * into its embedded database: no test-only route exists in the app. Run by e2e/reportSeed.ts:
 *   E2E_DATA_DIR=… node --import tsx e2e/seedReports.ts <accountId> <day0 unix seconds>
 * Prints the seeded ids as JSON.
 */
import fs from 'node:fs';
import path from 'node:path';
import { connectDatabase } from '../server/db/client.ts';
import { seedReportData } from '../server/test/reportFactories.ts';

const [accountId, day0] = process.argv.slice(2).map(Number);
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir || !accountId || !day0) throw new Error('usage: E2E_DATA_DIR=… seedReports.ts <accountId> <day0>');
// postmaster.pid: line 4 is the port the embedded cluster listens on (server/db/embedded.ts picks a free one).
const port = fs
  .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
  .split('\n')[3]
  ?.trim();
const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
const database = connectDatabase(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/helpdesk`, 1);
try {
  process.stdout.write(JSON.stringify(await seedReportData(database.db, accountId, day0)));
} finally {
  await database.close();
}
