import Papa from 'papaparse';
import type { TExecutor } from '../../db/client.ts';
import { listContactsByKeys, updateContact, type TContactRow } from '../contacts/index.ts';
import { findOrCreateContact } from '../contacts/index.ts';
import { defineJob, PermanentJobError } from '../../jobs/queue.ts';
import { toCsv, uninertCell } from '../../lib/csv.ts';
import { columnKey, parseContactRow, type TImportContact } from './contactRows.ts';
import type { TDeps } from '../../deps.ts';
import { findDataImportById, updateDataImport } from './dataImports.repo.ts';
import { failOnLastAttempt } from './failOnLastAttempt.ts';

const IMPORT_ATTEMPTS = 3;

const BATCH = 500;

/** Contacts of the account holding any of the batch's emails, phones or identifiers. */
const loadMatches = async (db: TExecutor, accountId: number, batch: TImportContact[]) => {
  const emails = [...new Set(batch.flatMap((c) => (c.email ? [c.email] : [])))];
  const phones = [...new Set(batch.flatMap((c) => (c.phoneNumber ? [c.phoneNumber] : [])))];
  const ids = [...new Set(batch.flatMap((c) => (c.identifier ? [c.identifier] : [])))];
  return listContactsByKeys(db, accountId, { emails, phoneNumbers: phones, identifiers: ids });
};

class Index {
  private byEmail = new Map<string, TContactRow>();
  private byPhone = new Map<string, TContactRow>();
  private byId = new Map<string, TContactRow>();
  add(c: TContactRow) {
    if (c.email) this.byEmail.set(c.email.toLowerCase(), c);
    if (c.phoneNumber) this.byPhone.set(c.phoneNumber, c);
    if (c.identifier) this.byId.set(c.identifier, c);
  }
  /** The contact a row updates (identifier, then email, then phone), or a reason it cannot be applied. */
  match(c: TImportContact): { contact: TContactRow | null } | { conflict: string } {
    const hits = [
      c.identifier ? this.byId.get(c.identifier) : undefined,
      c.email ? this.byEmail.get(c.email) : undefined,
      c.phoneNumber ? this.byPhone.get(c.phoneNumber) : undefined,
    ];
    const found = hits.filter((h): h is TContactRow => h !== undefined);
    const first = found[0] ?? null;
    if (found.some((h) => h.id !== first?.id))
      return { conflict: 'email, phone number or identifier belong to different existing contacts' };
    return { contact: first };
  }
}

const merged = (row: TImportContact, current: TContactRow) => ({
  name: row.name || current.name,
  email: row.email ?? current.email,
  phoneNumber: row.phoneNumber ?? current.phoneNumber,
  identifier: row.identifier ?? current.identifier,
  countryCode: row.countryCode ?? current.countryCode,
  additionalAttributes: { ...current.additionalAttributes, ...row.additionalAttributes },
  customAttributes: { ...current.customAttributes, ...row.customAttributes },
  updatedAt: new Date(),
});

/** Applies one batch in one transaction; returns the rows it could not apply with their reasons. */
const applyBatch = async (db: TExecutor, accountId: number, batch: { row: TImportContact; line: number }[]) =>
  db.transaction(async (tx) => {
    const index = new Index();
    for (const c of await loadMatches(
      tx,
      accountId,
      batch.map((b) => b.row),
    ))
      index.add(c);
    const failed: { line: number; reason: string }[] = [];
    for (const { row, line } of batch) {
      const m = index.match(row);
      if ('conflict' in m) {
        failed.push({ line, reason: m.conflict });
        continue;
      }
      const saved = m.contact
        ? await updateContact(tx, accountId, m.contact.id, merged(row, m.contact))
        : ((
            await findOrCreateContact(tx, 'import', {
              accountId,
              values: {
                name: row.name,
                email: row.email,
                phoneNumber: row.phoneNumber,
                identifier: row.identifier,
                countryCode: row.countryCode,
                additionalAttributes: row.additionalAttributes,
                customAttributes: row.customAttributes,
              },
              ifTaken: 'skip',
            })
          )?.contact ?? null);
      if (saved) index.add(saved);
      else failed.push({ line, reason: 'conflicts with an existing contact' });
    }
    return failed;
  });

export interface TContactImportJob {
  importId: number;
}

/**
 * Imports a contacts CSV: rows matched on identifier, email or phone update that contact instead of
 * duplicating it; invalid rows are collected with a reason into a downloadable CSV. Progress is written
 * after every batch of 500 so the SPA can show it.
 */
export const contactImportJob = defineJob<TContactImportJob>(
  'contacts.import',
  (data, ctx) => failOnLastAttempt(data.importId, ctx, IMPORT_ATTEMPTS, () => runImport(data.importId, ctx.deps)),
  { maxAttempts: IMPORT_ATTEMPTS },
);

async function runImport(importId: number, deps: TDeps) {
  {
    const imp = await findDataImportById(deps.db, importId);
    if (!imp?.fileContent) throw new PermanentJobError(`import ${importId} has no file`);
    const parsed = Papa.parse<Record<string, string>>(imp.fileContent, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: columnKey,
      // A cell our own export neutralised ('+1555…, '=x) comes back as it was.
      transform: uninertCell,
    });
    const headers = parsed.meta.fields ?? [];
    const rows = parsed.data;
    await updateDataImport(deps.db, importId, {
      status: 1,
      totalRecords: rows.length,
      processedRecords: 0,
      failedRecords: 0,
    });
    const failed: { line: number; reason: string }[] = [];
    for (let start = 0; start < rows.length; start += BATCH) {
      const valid: { row: TImportContact; line: number }[] = [];
      rows.slice(start, start + BATCH).forEach((raw, k) => {
        const line = start + k;
        const r = parseContactRow(raw);
        if (r.ok) valid.push({ row: r.contact, line });
        else failed.push({ line, reason: r.reason });
      });
      failed.push(...(await applyBatch(deps.db, imp.accountId, valid)));
      await updateDataImport(deps.db, importId, {
        processedRecords: Math.min(rows.length, start + BATCH),
        failedRecords: failed.length,
      });
    }
    failed.sort((a, b) => a.line - b.line);
    const report = failed.length
      ? toCsv(
          [...headers, 'error'],
          failed.map((f) => [...headers.map((h) => rows[f.line]?.[h] ?? ''), f.reason]),
        )
      : null;
    await updateDataImport(deps.db, importId, {
      status: 2,
      failedRecords: failed.length,
      failedRecordsCsv: report,
      // The upload is not kept once imported: the contacts are in the table and the rejects in the report.
      fileContent: null,
    });
  }
}
