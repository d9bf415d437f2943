import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TDirectUploadBlob, TDirectUploadRequest } from '../../../common/contracts/directUploads.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { appKey } from '../../lib/appKey.ts';
import { randomToken, safeEqual } from '../../lib/crypto.ts';
import { errorText } from '../../lib/serverText.ts';
import { imageTypeOf } from '../../lib/uploads.ts';
import {
  findDirectUpload,
  insertDirectUpload,
  markUploaded,
  deleteDirectUploads,
  findOwnedUploads,
  pruneDirectUploads,
  type TBlobOwner,
  type TDirectUploadRow,
} from './directUploads.repo.ts';

/** How long the PUT URL a blob is answered with stays good (Rails' default for service URLs). */
const UPLOAD_URL_SECONDS = 5 * 60;
/** A blob announced but never used is removed after this long. */
const UNUSED_BLOB_HOURS = 24;

type TPurpose = 'blob' | 'upload';

const macOf = async (deps: TDeps, purpose: TPurpose, id: number, exp: number) =>
  crypto
    .createHmac('sha256', await appKey(deps, 'direct-upload'))
    .update(`${purpose}.${id}.${exp}`)
    .digest('base64url');

/** `{id}.{expiry or 0}.{HMAC}`: short enough for a URL segment, bound to its purpose. */
const sign = async (deps: TDeps, purpose: TPurpose, id: number, exp = 0) =>
  `${id}.${exp}.${await macOf(deps, purpose, id, exp)}`;

const SIGNED = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The blob id a token names, when this server signed it for `purpose` and it has not expired. */
const verify = async (deps: TDeps, token: string, purpose: TPurpose) => {
  const m = SIGNED.exec(token);
  if (!m) return null;
  const [id, exp] = [Number(m[1]), Number(m[2])];
  if (!safeEqual(m[3]!, await macOf(deps, purpose, id, exp))) return null;
  if (exp !== 0 && exp < Date.now() / 1000) return null;
  return id;
};

const present = async (deps: TDeps, row: TDirectUploadRow): Promise<TDirectUploadBlob> => ({
  id: row.id,
  key: row.blobKey,
  filename: row.filename,
  content_type: row.contentType,
  metadata: row.metadata,
  service_name: 'local',
  byte_size: row.byteSize,
  checksum: row.checksum,
  created_at: row.createdAt.toISOString(),
  signed_id: await sign(deps, 'blob', row.id),
  direct_upload: {
    url: `${publicUrl(deps)}/rails/active_storage/disk/${await sign(
      deps,
      'upload',
      row.id,
      Math.floor(Date.now() / 1000) + UPLOAD_URL_SECONDS,
    )}`,
    headers: { 'Content-Type': row.contentType },
  },
});

/** Announces a blob for `owner`: the answer says where to PUT its bytes and the signed id that names it later. */
export const createDirectUpload = async (
  deps: TDeps,
  owner: TBlobOwner,
  accountId: number | null,
  { blob }: TDirectUploadRequest,
) => {
  const row = await insertDirectUpload(deps.db, {
    ownerType: owner.type,
    ownerId: owner.id,
    accountId,
    blobKey: randomToken(21),
    filename: path.basename(blob.filename),
    contentType: blob.content_type,
    byteSize: blob.byte_size,
    checksum: blob.checksum,
    metadata: blob.metadata,
  });
  return present(deps, row);
};

const fileOf = (deps: TDeps, key: string) => path.join(deps.uploads.root, key);

/**
 * PUT /rails/active_storage/disk/{token}: the bytes of an announced blob, once, before the URL expires. Their
 * size and MD5 must be what was announced (Rails' integrity check, 422 otherwise).
 */
export const receiveUpload = async (deps: TDeps, token: string, bytes: Buffer) => {
  const id = await verify(deps, token, 'upload');
  const row = id !== null && (await findDirectUpload(deps.db, id));
  if (!row || row.fileKey) throw new AppError('not_found', errorText('notFound'));
  const md5 = crypto.createHash('md5').update(bytes).digest('base64');
  if (bytes.length !== row.byteSize || md5 !== row.checksum) {
    throw AppError.invalid('checksum', errorText('uploadIntegrity'));
  }
  const key = `direct_uploads/${row.blobKey}`;
  await fs.mkdir(path.dirname(fileOf(deps, key)), { recursive: true });
  await fs.writeFile(fileOf(deps, key), bytes);
  if (!(await markUploaded(deps.db, row.id, key))) throw new AppError('not_found', errorText('notFound'));
};

/** A signed id's blob id, or null when the string is not one this server signed. */
const blobIdOf = (deps: TDeps, signedId: string) => verify(deps, signedId, 'blob');

/** Whether a string is a signed blob id (as opposed to, say, an upload key or a URL). */
export const looksSigned = (value: string) => SIGNED.test(value);

/** The signed ids a JSON body names as attachments (`attachments: "…"` or `["…", …]`); files are not strings. */
export const signedIdsIn = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && looksSigned(v));

/**
 * The owner's uploaded blobs named by `signedIds`, read as files: what a message's `attachments: [signed_id]`
 * names. A name that is not the owner's uploaded blob is a 422. The blobs stay until `releaseBlobs`, called once
 * the files are kept elsewhere, so a request that fails afterwards loses nothing.
 */
export const readBlobFiles = async (deps: TDeps, owner: TBlobOwner, signedIds: string[], field = 'attachments') => {
  if (!signedIds.length) return { files: [], ids: [] };
  const ids = await Promise.all(signedIds.map((s) => blobIdOf(deps, s)));
  const rows = ids.includes(null) ? [] : await findOwnedUploads(deps.db, owner, ids as number[]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => id === null || !byId.has(id))) throw AppError.invalid(field, errorText('unknownBlob'));
  const files = await Promise.all(
    (ids as number[]).map(async (id) => {
      const r = byId.get(id)!;
      return { bytes: await fs.readFile(fileOf(deps, r.fileKey!)), fileName: r.filename, contentType: r.contentType };
    }),
  );
  return { files, ids: ids as number[] };
};

/** Removes blobs whose files were kept elsewhere (their rows and bytes). */
export const releaseBlobs = async (deps: TDeps, ids: number[]) => {
  const gone = await deleteDirectUploads(deps.db, ids);
  await Promise.all(gone.map((g) => deps.uploads.remove(g.fileKey)));
};

/** A portal logo named by a signed blob id: the image is copied into the account's uploads; its key is answered. */
export const takeBlobImage = async (deps: TDeps, owner: TBlobOwner, accountId: number, signedId: string) => {
  const { files, ids } = await readBlobFiles(deps, owner, [signedId], 'blob_id');
  const file = files[0];
  if (!file || !imageTypeOf(file.bytes)) throw AppError.invalid('blob_id', errorText('notImage'));
  const key = await deps.uploads.saveImage(`accounts/${accountId}/uploads`, file.bytes, 'blob_id');
  await releaseBlobs(deps, ids);
  return key;
};

/** Maintenance: blobs announced a day ago and never used, with their files. */
export const pruneUnusedBlobs = async (deps: TDeps) => {
  const gone = await pruneDirectUploads(deps.db, new Date(Date.now() - UNUSED_BLOB_HOURS * 3600 * 1000));
  await Promise.all(gone.map((g) => deps.uploads.remove(g.fileKey)));
};
