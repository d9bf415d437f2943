import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_MESSAGE } from '../../../common/contracts/conversationsActions.ts';
import { AppError } from '../../lib/appError.ts';
import { formBodyOf } from '../../lib/multipart.ts';
import { errorText } from '../../lib/serverText.ts';

export interface TIncomingFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads a multipart form with up to 15 files named `attachments[]` (or `message[attachments][]`) — or signed
 * ids of direct uploads as text values of that field — into a nested body (`message[content]` → {message:{content}}) plus the files. Text 'true'/'false'
 * become booleans and JSON objects/arrays are parsed, so one Zod contract serves JSON and forms.
 */
export const readAttachmentForm = async (req: FastifyRequest) => {
  const body: Record<string, unknown> = {};
  const files: TIncomingFile[] = [];
  /** Text values of `attachments[]`: signed ids of direct uploads (Rails' DirectUpload sends them so). */
  const blobIds: string[] = [];
  const parts = req.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENTS_PER_MESSAGE, fields: 60 } });
  for await (const part of parts) {
    const path = part.fieldname.split(/\[|\]\[|\]/).filter(Boolean);
    const leaf = path[path.length - 1] ?? part.fieldname;
    if (path.some((k) => FORBIDDEN_KEYS.has(k))) throw AppError.invalid(leaf, errorText('isNotAllowed'));
    if (part.type === 'file') {
      if (leaf !== 'attachments') throw AppError.invalid(leaf, errorText('notFileField'));
      files.push({
        bytes: await part.toBuffer(),
        fileName: part.filename || 'file',
        contentType: part.mimetype || 'application/octet-stream',
      });
      continue;
    }
    if (leaf === 'attachments') {
      blobIds.push(String(part.value));
      continue;
    }
    let value: unknown = part.value;
    if (value === 'true' || value === 'false') value = value === 'true';
    else if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        throw AppError.invalid(leaf, errorText('isNotValidJson'));
      }
    }
    let node = body;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[leaf] = value;
  }
  return { body: formBodyOf(req, body), files, blobIds };
};
