import fs from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from './crypto.ts';
import { AppError } from './appError.ts';
import { errorText } from './serverText.ts';

const SIGNATURES: { mime: string; ext: string; test: (b: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', ext: 'gif', test: (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8') },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** Sniffs the bytes (never trusts the declared type) and accepts png, jpeg, gif, webp only. */
export const imageTypeOf = (bytes: Buffer) => SIGNATURES.find((s) => s.test(bytes)) ?? null;

export interface TUploadStore {
  saveImage: (folder: string, bytes: Buffer, field: string) => Promise<string>;
  remove: (key: string | null) => Promise<void>;
  urlFor: (key: string) => string;
  root: string;
}

export const createUploadStore = (root: string): TUploadStore => ({
  root,
  saveImage: async (folder, bytes, field) => {
    const type = imageTypeOf(bytes);
    if (!type) throw AppError.invalid(field, errorText('notImage'));
    const key = `${folder}/${randomToken(16)}.${type.ext}`;
    const file = path.join(root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    return key;
  },
  remove: async (key) => {
    if (!key || key.includes('..')) return;
    await fs.rm(path.join(root, key), { force: true });
  },
  urlFor: (key) => `/uploads/${key}`,
});

/**
 * Extensions a browser may show inline from /uploads: raster images, audio and video. Everything
 * else — documents, archives, and active formats such as .svg, .xhtml, .xht, .html, .xml — is
 * sent with `Content-Disposition: attachment`, so it downloads instead of rendering on this origin.
 */
const INLINE_EXTENSIONS = new Set([
  ...['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'bmp', 'ico'],
  ...['mp3', 'm4a', 'aac', 'oga', 'ogg', 'opus', 'wav', 'weba', 'flac'],
  ...['mp4', 'm4v', 'webm', 'ogv', 'mov'],
]);

export const isInlineUpload = (filePath: string) => {
  const ext = path.extname(filePath).slice(1).toLowerCase();
  return INLINE_EXTENSIONS.has(ext);
};
