import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES } from '../../../common/contracts/conversationsActions.ts';
import { ZDirectUploadBlob, ZDirectUploadRequest } from '../../../common/contracts/directUploads.ts';
import type { TRouteCtx } from '../../http.ts';
import { callerOf } from '../auth/index.ts';
import { createDirectUpload, receiveUpload } from './directUploads.service.ts';

const tags = ['Uploads'];

/**
 * Rails' direct uploads: POST /rails/active_storage/direct_uploads announces a blob (a signed-in user: Chatwoot's
 * dashboard uses it for portal logos and article images; Rails itself asks no sign-in, here one is needed so
 * strangers cannot store files), PUT /rails/active_storage/disk/{token} takes its bytes. The conversation's and
 * the widget's twins live with messages and the widget (they check the conversation and the visitor).
 */
export const registerDirectUploadRoutes = ({ app, deps, guards }: TRouteCtx) => {
  app.post(
    '/rails/active_storage/direct_uploads',
    {
      schema: { tags, body: ZDirectUploadRequest, response: { 200: ZDirectUploadBlob } },
      onRequest: guards.authenticate,
    },
    (req) => createDirectUpload(deps, { type: 'User', id: callerOf(req).user.id }, null, req.body),
  );

  // The bytes come with any content type: read raw here only.
  void app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES }, (_req, body, next) =>
      next(null, body),
    );
    scope.put(
      '/rails/active_storage/disk/:token',
      {
        schema: {
          tags,
          params: z.object({ token: z.string().min(1).max(1000) }),
          description: "The announced blob's bytes, exactly as announced (size and MD5); 204, once",
        },
      },
      async (req, reply) => {
        const { token } = req.params as { token: string };
        await receiveUpload(deps, token, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
        return reply.code(204).send();
      },
    );
    done();
  });
};
