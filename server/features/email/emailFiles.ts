import fs from 'node:fs/promises';
import path from 'node:path';
import type { TDeps } from '../../deps.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import type { TEmailFile } from './emailCompose.ts';

/** The message's stored files as attachments (files only kept as links are left out). */
export const filesOf = async (deps: TDeps, messageId: number): Promise<TEmailFile[]> => {
  const rows = (await attachmentsByMessage(deps.db, [messageId])).get(messageId) ?? [];
  const root = path.resolve(deps.uploads.root);
  return Promise.all(
    rows
      .filter((f) => f.fileKey && path.resolve(root, f.fileKey).startsWith(`${root}${path.sep}`))
      .map(async (f) => ({
        filename: f.fileName ?? 'file',
        contentType: f.contentType ?? 'application/octet-stream',
        content: await fs.readFile(path.resolve(root, f.fileKey ?? '')),
      })),
  );
};
