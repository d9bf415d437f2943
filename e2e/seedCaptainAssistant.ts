/**
 * Adds a Captain assistant to an account of the running E2E server, straight in its embedded database, and prints
 * its id (the assistants' own API is another part of Captain). Run by e2e/captainKnowledge.spec.ts:
 * E2E_DATA_DIR=… node --import tsx e2e/seedCaptainAssistant.ts <accountId> <name>
 */
import fs from 'node:fs';
import path from 'node:path';
import { connectDatabase } from '../server/db/client.ts';

const accountId = Number(process.argv[2]);
const name = process.argv[3] ?? 'Assistant';
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir || !accountId) throw new Error('usage: E2E_DATA_DIR=… seedCaptainAssistant.ts <accountId> <name>');
// postmaster.pid: line 4 is the port the embedded cluster listens on (server/db/embedded.ts picks a free one).
const port = fs
  .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
  .split('\n')[3]
  ?.trim();
const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
const database = connectDatabase(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/helpdesk`, 1);
try {
  const { rows } = await database.pool.query<{ id: number }>(
    `INSERT INTO captain_assistants (account_id, name, config) VALUES ($1, $2, '{"product_name": "Kettles"}') RETURNING id`,
    [accountId, name],
  );
  process.stdout.write(String(rows[0]?.id));
} finally {
  await database.close();
}
