import { audit } from '../auditLogs/index.ts';
import Papa from 'papaparse';
import {
  CONTACT_IMPORT_MAX_ROWS,
  DATA_IMPORT_STATUSES,
  type TContactExportRequest,
  type TDataImport,
} from '../../../common/contracts/contactExtras.ts';
import type { TDeps } from '../../deps.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { filterSql } from '../contacts/index.ts';
import { contactExportJob } from './contactExport.job.ts';
import { contactImportJob } from './contactImport.job.ts';
import { columnKey, hasIdentifyingColumn } from './contactRows.ts';
import * as repo from './dataImports.repo.ts';
import { errorText } from '../../lib/serverText.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export const presentDataImport = (r: repo.TDataImportRow): TDataImport => {
  const base = `/api/v1/accounts/${r.accountId}/data_imports/${r.id}`;
  const done = r.status === 2;
  return {
    id: r.id,
    data_type: r.dataType === 'contacts_export' ? 'contacts_export' : 'contacts',
    status: DATA_IMPORT_STATUSES[r.status] ?? 'pending',
    file_name: r.fileName,
    total_records: r.totalRecords,
    processed_records: r.processedRecords,
    failed_records: r.failedRecords,
    error: r.error,
    failed_records_url: done && r.failedRecords > 0 && r.dataType === 'contacts' ? `${base}/failed_records` : null,
    file_url: done && r.dataType === 'contacts_export' ? `${base}/file` : null,
    created_at: unix(r.createdAt),
    updated_at: unix(r.updatedAt),
  };
};

/** Checks the upload is a CSV whose header names a column to match on, then queues the import. */
export const startImport = async (deps: TDeps, m: TMembership, fileName: string, bytes: Buffer) => {
  const content = bytes.toString('utf8');
  if (content.includes('\u0000')) throw AppError.invalid('import_file', errorText('notCsvFile'));
  const head = Papa.parse<string[]>(content, { preview: 1 });
  const headers = (head.data[0] ?? []).map(columnKey);
  if (!hasIdentifyingColumn(headers)) throw AppError.invalid('import_file', errorText('csvNeedsHeader'));
  const lines = content.split('\n').length - 1;
  if (lines > CONTACT_IMPORT_MAX_ROWS + 1)
    throw AppError.invalid('import_file', errorText('tooManyImportRows', { max: CONTACT_IMPORT_MAX_ROWS }));
  const row = await deps.db.transaction(async (tx) => {
    const imp = await repo.insertDataImport(tx, {
      accountId: m.accountId,
      userId: m.accountUser.userId,
      dataType: 'contacts',
      fileName: fileName.slice(0, 255),
      fileContent: content,
    });
    await enqueueJob(tx, contactImportJob, { importId: imp.id }, { accountId: m.accountId });
    return imp;
  });
  return presentDataImport(row);
};

export const startExport = async (deps: TDeps, m: TMembership, input: TContactExportRequest) => {
  // An invalid filter is a 422 now, not a failed job later.
  if (input.payload?.length) await filterSql(deps, m.accountId, input.payload);
  const row = await deps.db.transaction(async (tx) => {
    const exp = await repo.insertDataImport(tx, {
      accountId: m.accountId,
      userId: m.accountUser.userId,
      dataType: 'contacts_export',
      fileName: `contacts-${new Date().toISOString().slice(0, 10)}.csv`,
      filters: input.payload?.length ? input.payload : null,
    });
    await enqueueJob(tx, contactExportJob, { exportId: exp.id }, { accountId: m.accountId });
    await audit(tx, m, 'export', { type: 'Contact', id: null, name: exp.fileName }, null, { filters: exp.filters });
    return exp;
  });
  return presentDataImport(row);
};

const get = async (deps: TDeps, m: TMembership, id: number) => {
  const row = await repo.findDataImport(deps.db, m.accountId, id);
  if (!row) throw new AppError('not_found', errorText('importNotFound'));
  return row;
};

export const show = async (deps: TDeps, m: TMembership, id: number) => presentDataImport(await get(deps, m, id));

export const failedRecords = async (deps: TDeps, m: TMembership, id: number) => {
  const row = await get(deps, m, id);
  if (row.dataType !== 'contacts' || row.status !== 2) throw new AppError('not_found', errorText('noImportReport'));
  return {
    name: `failed-${(row.fileName ?? 'contacts.csv').replace(/[^\w.-]+/g, '_')}`,
    csv: row.failedRecordsCsv ?? '',
  };
};

export const exportFile = async (deps: TDeps, m: TMembership, id: number) => {
  const row = await get(deps, m, id);
  if (row.dataType !== 'contacts_export' || row.status !== 2 || row.fileContent === null)
    throw new AppError('not_found', errorText('exportNotReady'));
  return { name: row.fileName ?? 'contacts.csv', csv: row.fileContent };
};
