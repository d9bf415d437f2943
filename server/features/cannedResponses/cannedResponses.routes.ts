import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZCannedResponse, ZCannedResponseList } from '../../../common/contracts/responses/cannedResponses.ts';
import {
  ZCannedResponseListQuery,
  ZCreateCannedResponseRequest,
  ZUpdateCannedResponseRequest,
} from '../../../common/contracts/cannedResponses.ts';
import { z } from 'zod';
import { parseWith, ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { readAttachmentForm } from '../attachments/index.ts';
import { membershipOf } from '../auth/index.ts';
import * as service from './cannedResponses.service.ts';

const tags = ['Canned Responses'];
const base = '/api/v1/accounts/:accountId/canned_responses';
const multipart = 'JSON, or multipart form data with up to 15 attachments[] files inserted with the response';

/** The body and files of a JSON or multipart request. */
const bodyOf = async (req: Parameters<typeof readAttachmentForm>[0]) =>
  req.isMultipart() ? readAttachmentForm(req) : { body: req.body, files: [] };

/**
 * Canned responses: every member may list them (the editor's "/" menu); administrators and agents
 * manage them (settings/canned-response is open to both).
 */
export const registerCannedResponseRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const read = guards.requireAccount();
  const write = guards.requireAccount(['administrator', 'agent']);
  app.get(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZCannedResponseListQuery,
        response: { 200: ZCannedResponseList },
      },
      onRequest: read,
    },
    (req) => service.list(deps, membershipOf(req), req.query.search),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: z.unknown(),
        response: { 200: ZCannedResponse },
        description: `${multipart} (ZCreateCannedResponseRequest: short_code, content)`,
      },
      onRequest: write,
    },
    async (req) => {
      const { body, files } = await bodyOf(req);
      return service.create(deps, membershipOf(req), parseWith(ZCreateCannedResponseRequest, body), files);
    },
  );
  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: z.unknown(),
        response: { 200: ZCannedResponse },
        description: `${multipart}: added to its files; remove_attachments lists file_url values to drop`,
      },
      onRequest: write,
    },
    async (req) => {
      const { body, files } = await bodyOf(req);
      const input = parseWith(ZUpdateCannedResponseRequest, body);
      return service.update(deps, membershipOf(req), req.params.id, input, files);
    },
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: write },
    (req) => service.remove(deps, membershipOf(req), req.params.id),
  );
};
