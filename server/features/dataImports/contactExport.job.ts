import { CONTACT_EXPORT_COLUMNS, ZFilterCondition } from '../../../common/contracts/contactExtras.ts';
import type { TDeps } from '../../deps.ts';
import { defineJob, PermanentJobError } from '../../jobs/queue.ts';
import { filterSql } from '../contacts/index.ts';
import { countContacts, listContactsAfter, type TContactRow } from '../contacts/index.ts';
import { toCsv } from '../../lib/csv.ts';
import { findDataImportById, updateDataImport } from './dataImports.repo.ts';
import { failOnLastAttempt } from './failOnLastAttempt.ts';

const BATCH = 5000;
const EXPORT_ATTEMPTS = 3;
type TColumn = (typeof CONTACT_EXPORT_COLUMNS)[number];

const iso = (d: Date | null) => (d ? d.toISOString() : '');
const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : JSON.stringify(v));

const cell = (c: TContactRow, col: TColumn): string => {
  switch (col) {
    case 'id':
      return String(c.id);
    case 'name':
      return c.name;
    case 'email':
      return c.email ?? '';
    case 'phone_number':
      return c.phoneNumber ?? '';
    case 'identifier':
      return c.identifier ?? '';
    case 'company':
      return text(c.additionalAttributes.company_name);
    case 'city':
      return text(c.additionalAttributes.city);
    case 'country':
      return text(c.additionalAttributes.country);
    case 'labels':
      return c.labels.join(',');
    case 'created_at':
      return iso(c.createdAt);
    case 'last_activity_at':
      return iso(c.lastActivityAt);
  }
};

async function runExport(exportId: number, deps: TDeps) {
  const exp = await findDataImportById(deps.db, exportId);
  if (!exp) throw new PermanentJobError(`export ${exportId} not found`);
  const payload = Array.isArray(exp.filters) ? ZFilterCondition.array().parse(exp.filters) : [];
  const filter = payload.length ? await filterSql(deps, exp.accountId, payload) : undefined;
  const which = { accountId: exp.accountId, filter };
  const total = await countContacts(deps.db, which);
  await updateDataImport(deps.db, exportId, { status: 1, processedRecords: 0, totalRecords: total });
  const lines: string[][] = [];
  let lastId = 0;
  for (;;) {
    const batch = await listContactsAfter(deps.db, which, lastId, BATCH);
    for (const c of batch) lines.push(CONTACT_EXPORT_COLUMNS.map((col) => cell(c, col)));
    await updateDataImport(deps.db, exportId, {
      processedRecords: lines.length,
      totalRecords: Math.max(total, lines.length),
    });
    if (batch.length < BATCH) break;
    lastId = batch[batch.length - 1]?.id ?? lastId;
  }
  await updateDataImport(deps.db, exportId, {
    status: 2,
    totalRecords: lines.length,
    processedRecords: lines.length,
    fileContent: toCsv(CONTACT_EXPORT_COLUMNS, lines),
  });
}

/** Writes every contact (or the filtered set) to a CSV kept on the row, downloadable by the account's members. */
export const contactExportJob = defineJob<{ exportId: number }>(
  'contacts.export',
  (data, ctx) => failOnLastAttempt(data.exportId, ctx, EXPORT_ATTEMPTS, () => runExport(data.exportId, ctx.deps)),
  { maxAttempts: EXPORT_ATTEMPTS },
);
