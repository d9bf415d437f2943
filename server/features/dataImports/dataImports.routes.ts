import { ZCsvFile } from '../../../common/contracts/responses/bodies.ts';
import { ZDataImport } from '../../../common/contracts/responses/contactExtras.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_IMPORT_MAX_BYTES, ZContactExportRequest } from '../../../common/contracts/contactExtras.ts';
import type { TPermission } from '../../../common/permissions.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { AppError } from '../../lib/appError.ts';
import { membershipOf } from '../auth/index.ts';
import * as service from './dataImports.service.ts';
import { errorText } from '../../lib/serverText.ts';

const tags = ['Contacts'];
/** Chatwoot lets administrators import and export; custom roles with contact_manage may too. */
const IMPORT_EXPORT: TPermission[] = ['administrator', 'contact_manage'];

const readImportFile = async (req: FastifyRequest) => {
  if (!req.isMultipart()) throw AppError.invalid('import_file', errorText('multipartRequired'));
  let file: { name: string; bytes: Buffer } | null = null;
  for await (const part of req.parts({ limits: { fileSize: CONTACT_IMPORT_MAX_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'import_file') throw AppError.invalid(part.fieldname, errorText('notFileField'));
    file = { name: part.filename || 'contacts.csv', bytes: await part.toBuffer() };
  }
  if (!file || file.bytes.length === 0) throw AppError.invalid('import_file', errorText('blank'));
  return file;
};

const sendCsv = (reply: FastifyReply, file: { name: string; csv: string }) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`)
    .header('Cache-Control', 'no-store')
    .send(file.csv);

/**
 * Import and export run as jobs. Paths: POST contacts/import (Chatwoot's), POST contacts/export (Chatwoot's),
 * then GET data_imports/{id} for progress, data_imports/{id}/failed_records for an import's rejected rows
 * and data_imports/{id}/file for an export's CSV (ours; Chatwoot mails these).
 */
export const registerDataImportRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const allowed = guards.requireAccount(IMPORT_EXPORT);
  const base = '/api/v1/accounts/:accountId';
  app.post(
    `${base}/contacts/import`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        description: 'multipart: import_file (CSV)',
        response: { 200: ZDataImport },
      },
      onRequest: allowed,
    },
    async (req) => {
      const file = await readImportFile(req);
      return service.startImport(deps, membershipOf(req), file.name, file.bytes);
    },
  );
  app.post(
    `${base}/contacts/export`,
    {
      schema: { tags, params: ZAccountParams, body: ZContactExportRequest.nullish(), response: { 200: ZDataImport } },
      onRequest: allowed,
    },
    (req) => service.startExport(deps, membershipOf(req), req.body ?? {}),
  );
  app.get(
    `${base}/data_imports/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZDataImport } }, onRequest: allowed },
    (req) => service.show(deps, membershipOf(req), req.params.id),
  );
  app.get(
    `${base}/data_imports/:id/failed_records`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZCsvFile } }, onRequest: allowed },
    async (req, reply) => sendCsv(reply, await service.failedRecords(deps, membershipOf(req), req.params.id)),
  );
  app.get(
    `${base}/data_imports/:id/file`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZCsvFile } }, onRequest: allowed },
    async (req, reply) => sendCsv(reply, await service.exportFile(deps, membershipOf(req), req.params.id)),
  );
};
