import fs from 'node:fs/promises';
import path from 'node:path';
import { ATTACHMENT_FILE_TYPES } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import { randomToken } from '../../lib/crypto.ts';
import { imageTypeOf } from '../../lib/uploads.ts';
import type { TIncomingFile } from './attachments.multipart.ts';

/** Extensions never kept as-is: they could be rendered as active content by a browser. */
const RISKY = new Set([
  'html',
  'htm',
  'xhtml',
  'xht',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'js',
  'mjs',
  'php',
  'shtml',
]);

const extensionOf = (fileName: string) => {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
};

/** image/audio/video/file, decided by the bytes for images (never by the declared type alone). */
export const fileTypeOf = (f: TIncomingFile): (typeof ATTACHMENT_FILE_TYPES)[number] => {
  if (imageTypeOf(f.bytes)) return 'image';
  if (f.contentType.startsWith('audio/')) return 'audio';
  if (f.contentType.startsWith('video/')) return 'video';
  return 'file';
};

export interface TStoredFile {
  fileKey: string;
  fileName: string;
  contentType: string;
  extension: string;
  fileSize: number;
  fileType: number;
}

/** Writes one attachment under uploads/attachments/<account>/ with an unguessable name. */
export const storeAttachment = async (deps: TDeps, accountId: number, f: TIncomingFile): Promise<TStoredFile> => {
  const type = fileTypeOf(f);
  const sniffed = imageTypeOf(f.bytes);
  const declared = extensionOf(f.fileName);
  const ext = sniffed?.ext ?? (RISKY.has(declared) ? 'bin' : declared);
  const key = `attachments/${accountId}/${randomToken(16)}${ext ? `.${ext}` : ''}`;
  const file = path.join(deps.uploads.root, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, f.bytes);
  return {
    fileKey: key,
    fileName: path.basename(f.fileName).slice(0, 255) || 'file',
    contentType: sniffed?.mime ?? f.contentType.slice(0, 255),
    extension: ext,
    fileSize: f.bytes.length,
    fileType: ATTACHMENT_FILE_TYPES.indexOf(type),
  };
};
