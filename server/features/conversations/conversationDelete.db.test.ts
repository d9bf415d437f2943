import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { multipartForm, PNG_1PX } from '../../test/multipart.ts';
import type { TMembership } from '../auth/index.ts';
import { findMembership } from '../users/index.ts';
import { deleteConversation } from './conversationDelete.service.ts';

const t = setupTestApp();

const inject = (m: TMember | null, method: 'GET' | 'POST' | 'DELETE', url: string, extra: object = {}) =>
  t.app.inject({ method, url, ...(m ? { headers: m.headers } : {}), ...extra });
const convUrl = (m: TMember, displayId: number) => `/api/v1/accounts/${m.accountId}/conversations/${displayId}`;

/** A conversation with a text message and one carrying a file: the file's upload key. */
const seed = async (admin: TMember) => {
  const c = await buildConversation(t, admin, { message: 'Please cancel order 5512' });
  const form = multipartForm({ content: 'The label' }, [
    { name: 'attachments[]', filename: 'label.png', type: 'image/png', bytes: PNG_1PX },
  ]);
  const sent = await inject(admin, 'POST', `${convUrl(admin, c.displayId)}/messages`, {
    payload: form.payload,
    headers: { ...admin.headers, ...form.headers },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const { rows } = await t.database.pool.query<{ file_key: string }>(
    `SELECT a.file_key FROM attachments a JOIN conversations c ON c.account_id = a.account_id
     JOIN messages m ON m.id = a.message_id AND m.conversation_id = c.id
     WHERE c.account_id = $1 AND c.display_id = $2`,
    [admin.accountId, c.displayId],
  );
  expect(rows).toHaveLength(1);
  return { ...c, fileKey: rows[0]!.file_key };
};

const rowsOf = async (accountId: number, displayId: number) =>
  (
    await t.database.pool.query<{ convs: number; msgs: number; archived: number }>(
      `SELECT (SELECT count(*)::int FROM conversations WHERE account_id = $1 AND display_id = $2) AS convs,
              (SELECT count(*)::int FROM messages m JOIN conversations c ON c.id = m.conversation_id
                WHERE c.account_id = $1 AND c.display_id = $2) AS msgs,
              (SELECT count(*)::int FROM archived_conversations WHERE account_id = $1) AS archived`,
      [accountId, displayId],
    )
  ).rows[0]!;

describe('DELETE /api/v1/accounts/{id}/conversations/{id}', () => {
  it('removes the conversation, its messages and files (files first), keeps its figures, and audits it', async () => {
    const admin = await buildAdmin(t);
    const c = await seed(admin);
    const kept = await buildConversation(t, admin, { message: 'Another one' });
    const file = path.join(t.deps.uploads.root, c.fileKey);
    expect(fs.existsSync(file)).toBe(true);
    // Each file is removed while its rows still exist: a failure midway never leaves a row without its file gone.
    const remove = t.deps.uploads.remove.bind(t.deps.uploads);
    const rowsAtRemoval: number[] = [];
    t.deps.uploads.remove = async (key) => {
      if (key === c.fileKey)
        rowsAtRemoval.push(
          (await t.database.pool.query('SELECT 1 FROM attachments WHERE file_key = $1', [key])).rowCount ?? 0,
        );
      return remove(key);
    };
    try {
      // Batches of one message: a long conversation never holds one long lock.
      await deleteConversation(t.deps, await membership(admin), c.displayId, 1);
    } finally {
      t.deps.uploads.remove = remove;
    }
    expect(rowsAtRemoval).toEqual([1]);
    expect(fs.existsSync(file)).toBe(false);
    expect(await rowsOf(admin.accountId, c.displayId)).toEqual({ convs: 0, msgs: 0, archived: 1 });
    expect((await inject(admin, 'GET', convUrl(admin, c.displayId))).statusCode).toBe(404);
    expect((await inject(admin, 'GET', convUrl(admin, kept.displayId))).statusCode).toBe(200);
    const log = await inject(
      admin,
      'GET',
      `/api/v1/accounts/${admin.accountId}/audit_logs?auditable_type=Conversation`,
    );
    expect(log.json<{ audit_logs: unknown[] }>().audit_logs).toEqual([
      expect.objectContaining({
        action: 'destroy',
        auditable_id: c.displayId,
        auditable_name: `#${c.displayId}`,
        user_id: admin.user.id,
        audited_changes: { display_id: c.displayId, inbox_id: c.inboxId, status: 'open', messages: 2 },
      }),
    ]);
    expect(JSON.stringify(log.json())).not.toContain('5512');
  });

  it('answers 200 through the API; an agent 401, another account 404, no token 401, a missing one 404', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t);
    const c = await buildConversation(t, admin, { members: [agent], message: 'hello' });
    const url = convUrl(admin, c.displayId);
    expect((await inject(agent, 'DELETE', url)).statusCode).toBe(401);
    expect((await inject(stranger, 'DELETE', url)).statusCode).toBe(404);
    expect((await inject(null, 'DELETE', url)).statusCode).toBe(401);
    expect((await inject(admin, 'DELETE', convUrl(admin, 999_999))).statusCode).toBe(404);
    expect((await rowsOf(admin.accountId, c.displayId)).convs).toBe(1);
    const res = await inject(admin, 'DELETE', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    expect((await rowsOf(admin.accountId, c.displayId)).convs).toBe(0);
    expect((await inject(admin, 'DELETE', url)).statusCode).toBe(404);
  });
});

/** The administrator's membership as the guard builds it (to call the service with a batch size). */
const membership = async (m: TMember): Promise<TMembership> => {
  const row = await findMembership(t.database.db, m.user.id, m.accountId);
  if (!row) throw new Error('no membership');
  return { ...row, accountId: m.accountId, role: 'administrator', permissions: ['administrator'] };
};
