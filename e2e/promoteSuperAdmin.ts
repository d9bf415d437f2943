/**
 * Makes one user of the running E2E server the installation's SuperAdmin, straight in its embedded database
 * (the first sign-up of an installation is one, and which spec signs up first is not fixed). Run by
 * e2e/superAdmin.spec.ts: E2E_DATA_DIR=… node --import tsx e2e/promoteSuperAdmin.ts <userId> [--no-mfa]
 * The console requires its SuperAdmin to use two-factor sign-in: unless --no-mfa, the user's factor is marked on
 * (a placeholder secret: the spec never signs in with a code).
 */
import fs from 'node:fs';
import path from 'node:path';
import { connectDatabase } from '../server/db/client.ts';

const userId = Number(process.argv[2]);
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir || !userId) throw new Error('usage: E2E_DATA_DIR=… promoteSuperAdmin.ts <userId>');
// postmaster.pid: line 4 is the port the embedded cluster listens on (server/db/embedded.ts picks a free one).
const port = fs
  .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
  .split('\n')[3]
  ?.trim();
const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
const database = connectDatabase(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/helpdesk`, 1);
try {
  await database.pool.query(`UPDATE users SET type = 'SuperAdmin' WHERE id = $1`, [userId]);
  if (!process.argv.includes('--no-mfa'))
    await database.pool.query(
      `INSERT INTO user_mfa (user_id, secret_sealed, enabled_at) VALUES ($1, 'e2e-placeholder', now())
       ON CONFLICT (user_id) DO UPDATE SET enabled_at = now()`,
      [userId],
    );
} finally {
  await database.close();
}
