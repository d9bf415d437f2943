import { ZDirectUpload } from '../../../common/contracts/responses/uploads.ts';
import { z } from 'zod';
import { publicUrl } from '../../deps.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { AppError } from '../../lib/appError.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { membershipOf } from '../auth/index.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * POST …/upload (part 1 §7): the editor's inline images. Multipart field `attachment`; the bytes must be
 * a PNG, JPEG, GIF or WebP image (sniffed, not trusted from the name) of at most 4 MB. Answers
 * {file_url, blob_key, blob_id}. Fetching an `external_url` server-side is refused: it would let any
 * member make this server request addresses inside its own network.
 */
export const registerUploadRoutes = ({ app, deps, guards }: TRouteCtx) => {
  app.post(
    '/api/v1/accounts/:accountId/upload',
    {
      schema: { tags: ['Uploads'], params: ZAccountParams, body: z.unknown(), response: { 200: ZDirectUpload } },
      onRequest: guards.requireAccount(),
    },
    async (req) => {
      if (!req.isMultipart()) {
        throw AppError.invalid('attachment', errorText('multipartFileRequired'));
      }
      const { file } = await readMultipart(req, 'attachment');
      if (!file?.length) throw AppError.invalid('attachment', errorText('blank'));
      const m = membershipOf(req);
      const key = await deps.uploads.saveImage(`accounts/${m.accountId}/uploads`, file, 'attachment');
      return { file_url: `${publicUrl(deps)}${deps.uploads.urlFor(key)}`, blob_key: key, blob_id: key };
    },
  );
};
