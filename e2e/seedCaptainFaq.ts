/**
 * Adds an approved FAQ to a Captain assistant of the running E2E server, straight in its embedded database (the
 * FAQ screens are another part's). Run by e2e/captainAssistants.spec.ts:
 * E2E_DATA_DIR=… node --import tsx e2e/seedCaptainFaq.ts <accountId> <assistantId> <question> <answer>
 * Prints the FAQ's id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { connectDatabase } from '../server/db/client.ts';

const [accountId, assistantId, question, answer] = process.argv.slice(2);
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir || !accountId || !assistantId || !question || !answer)
  throw new Error('usage: E2E_DATA_DIR=… seedCaptainFaq.ts <accountId> <assistantId> <question> <answer>');
const port = fs
  .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
  .split('\n')[3]
  ?.trim();
const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
const database = connectDatabase(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/helpdesk`, 1);
try {
  const { rows } = await database.pool.query<{ id: number }>(
    `INSERT INTO captain_assistant_responses (account_id, assistant_id, question, answer, status)
     VALUES ($1, $2, $3, $4, 'approved') RETURNING id`,
    [Number(accountId), Number(assistantId), question, answer],
  );
  process.stdout.write(String(rows[0]?.id ?? ''));
} finally {
  await database.close();
}
