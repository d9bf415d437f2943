import fs from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { TDeps } from '../../deps.ts';
import { defineJob, enqueueJob, PermanentJobError } from '../../jobs/queue.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import {
  findArchive,
  insertArchive,
  listArchives,
  readPersonData,
  updateArchive,
  type TPersonAttachment,
} from './contactArchive.repo.ts';
import { findContact } from './contacts.repo.ts';

/** Files beyond this many bytes are listed in data.json but left out of the ZIP. */
const ARCHIVE_FILES_CAP = 100 * 1024 * 1024;
const STATUS = ['building', 'ready', 'failed'] as const;

type TListed = Awaited<ReturnType<typeof listArchives>>[number];
const presentArchive = (a: TListed) => ({
  id: a.id,
  status: STATUS[a.status] ?? 'failed',
  file_name: a.fileName,
  byte_size: a.byteSize,
  error: a.error,
  created_at: a.createdAt.toISOString(),
  completed_at: a.completedAt?.toISOString() ?? null,
});

/** A safe ZIP entry name for a stored file. */
const entryName = (a: TPersonAttachment, messageId: number) =>
  `attachments/${messageId}-${a.id}-${(a.file_name ?? 'file').replace(/[^\w.\- ]+/g, '_').slice(0, 120)}`;

/** The person's data.json and files as one ZIP (files past the cap are listed, not included). */
const buildArchive = async (deps: TDeps, accountId: number, contactId: number) => {
  const data = await readPersonData(deps.db, accountId, contactId);
  if (!data) throw new PermanentJobError('the contact is gone');
  const files: Record<string, Uint8Array> = {};
  let total = 0;
  for (const conversation of data.conversations)
    for (const message of conversation.messages)
      for (const a of message.attachments) {
        const key = a.file_key;
        const entry = entryName(a, message.id);
        Object.assign(a, { file_key: undefined, archive_path: null as string | null });
        if (!key || key.includes('..') || total + a.file_size > ARCHIVE_FILES_CAP) continue;
        const bytes = await fs.readFile(path.join(deps.uploads.root, key)).catch(() => null);
        if (!bytes) continue;
        total += bytes.length;
        files[entry] = bytes;
        Object.assign(a, { archive_path: entry });
      }
  const json = JSON.stringify({ exported_at: new Date().toISOString(), ...data }, null, 2);
  return Buffer.from(zipSync({ 'data.json': new TextEncoder().encode(json), ...files }, { level: 6 }));
};

const runArchive = async (deps: TDeps, archiveId: number) => {
  const row = await findArchive(deps.db, archiveId);
  if (!row || row.status !== 0) return;
  const bytes = await buildArchive(deps, row.accountId, row.contactId);
  await updateArchive(deps.db, archiveId, { status: 1, bytes, byteSize: bytes.length, completedAt: new Date() });
};

export const contactArchiveJob = defineJob<{ archiveId: number }>(
  'contacts.archive',
  async (data, ctx) => {
    try {
      await runArchive(ctx.deps, data.archiveId);
    } catch (err) {
      if (!(err instanceof PermanentJobError) && ctx.attempt < 3) throw err;
      await updateArchive(ctx.deps.db, data.archiveId, {
        status: 2,
        error: err instanceof Error ? err.message : 'failed',
        completedAt: new Date(),
      });
    }
  },
  { maxAttempts: 3 },
);

const requireContact = async (deps: TDeps, m: TMembership, contactId: number) => {
  if (!(await findContact(deps.db, m.accountId, contactId)))
    throw new AppError('not_found', errorText('contactNotFound'));
};

/** POST …/contacts/{id}/export (the right of access): a ZIP of everything about the person, built by a job. */
export const requestArchive = async (deps: TDeps, m: TMembership, contactId: number) => {
  await requireContact(deps, m, contactId);
  const id = await deps.db.transaction(async (tx) => {
    const archiveId = await insertArchive(tx, {
      accountId: m.accountId,
      contactId,
      userId: m.accountUser.userId,
      fileName: `contact-${contactId}-${new Date().toISOString().slice(0, 10)}.zip`,
    });
    await enqueueJob(tx, contactArchiveJob, { archiveId }, { accountId: m.accountId });
    await audit(tx, m, 'export', { type: 'Contact', id: contactId, name: null }, null, { archive_id: archiveId });
    return archiveId;
  });
  const [created] = (await listArchives(deps.db, m.accountId, contactId)).filter((a) => a.id === id);
  return presentArchive(created!);
};

export const listContactArchives = async (deps: TDeps, m: TMembership, contactId: number) => {
  await requireContact(deps, m, contactId);
  return { payload: (await listArchives(deps.db, m.accountId, contactId)).map(presentArchive) };
};

/** The ready ZIP's name and bytes; 404 for another account's, a building or a failed one. */
export const archiveFile = async (deps: TDeps, m: TMembership, contactId: number, archiveId: number) => {
  const row = await findArchive(deps.db, archiveId);
  if (!row || row.accountId !== m.accountId || row.contactId !== contactId || row.status !== 1 || !row.bytes)
    throw new AppError('not_found', errorText('notFound'));
  return { fileName: row.fileName, bytes: row.bytes };
};
