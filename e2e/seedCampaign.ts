/**
 * Inserts a due one-off campaign (the row POST /campaigns makes) into one account of the running E2E
 * server, straight into its embedded database: this branch has no campaigns create route yet (the campaigns
 * API lands beside it). Run by e2e/campaignDelivery.spec.ts:
 *   E2E_DATA_DIR=… node --import tsx e2e/seedCampaign.ts <accountId> <inboxId> <labelId> <senderId> <message>
 * Prints the campaign's display id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../server/db/client.ts';
import { campaigns } from '../server/db/schema/index.ts';

const [accountId, inboxId, labelId, senderId] = process.argv.slice(2, 6).map(Number);
const message = process.argv[6] ?? '';
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir || !accountId || !inboxId || !labelId) throw new Error('usage: see the header');
// postmaster.pid: line 4 is the port the embedded cluster listens on (server/db/embedded.ts picks a free one).
const port = fs
  .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
  .split('\n')[3]
  ?.trim();
const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
const database = connectDatabase(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/helpdesk`, 1);
try {
  const [row] = await database.db
    .insert(campaigns)
    .values({
      accountId,
      inboxId,
      displayId: sql`(select coalesce(max(display_id), 0) + 1 from campaigns where account_id = ${accountId})`,
      title: 'Spring sale',
      message,
      senderId: senderId || null,
      campaignType: 1,
      audience: [{ type: 'Label', id: labelId }],
      scheduledAt: new Date(Date.now() - 1000),
    })
    .returning();
  process.stdout.write(String(row?.displayId));
} finally {
  await database.close();
}
