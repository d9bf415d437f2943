import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  KNOWLEDGE_LIMITS,
  ZCaptainDocumentDetail,
  ZCaptainDocumentList,
  ZCaptainFaq,
  ZCaptainFaqList,
  ZCreateDocumentRequest,
  ZCreateFaqRequest,
  ZDocumentListQuery,
  ZFaqBulkActionRequest,
  ZFaqBulkActionResult,
  ZFaqListQuery,
  ZHelpCenterSyncRequest,
  ZKnowledgeAssistant,
  ZUpdateFaqRequest,
  ZUploadDocumentFields,
} from '../../../common/contracts/captainKnowledge.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { parseWith, ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { AppError } from '../../lib/appError.ts';
import { formBodyOf, parseFieldValue } from '../../lib/multipart.ts';
import { nestFormPairs } from '../../lib/railsForm.ts';
import { errorText } from '../../lib/serverText.ts';
import { membershipOf } from '../auth/index.ts';
import * as documents from './documents.service.ts';
import * as faqs from './faqs.service.ts';

const tags = ['Captain'];
const base = '/api/v1/accounts/:accountId/captain';

/** A multipart upload: its text fields (nested the Rails way, `document[assistant_id]`) and its one file. */
const readUpload = async (req: FastifyRequest) => {
  const pairs: [string, unknown][] = [];
  let file: { filename: string; bytes: Buffer } | null = null;
  for await (const part of req.parts({ limits: { fileSize: KNOWLEDGE_LIMITS.fileBytes, files: 1 } })) {
    const leaf =
      part.fieldname
        .split(/\[|\]\[|\]/)
        .filter(Boolean)
        .pop() ?? part.fieldname;
    if (part.type === 'file') {
      if (leaf !== 'file') throw AppError.invalid(leaf, errorText('notFileField'));
      file = { filename: part.filename || 'document.txt', bytes: await part.toBuffer() };
      continue;
    }
    pairs.push([part.fieldname, parseFieldValue(leaf, part.value)]);
  }
  if (!file || !file.bytes.length) throw AppError.invalid('file', errorText('blank'));
  return { body: formBodyOf(req, nestFormPairs(pairs)), file };
};

/**
 * Captain's knowledge at Chatwoot's routes: documents, assistant_responses (FAQs) and bulk_actions, plus
 * assistants/:id/help_center_sync. Members read; administrators write (agents get 401 as elsewhere).
 */
export const registerCaptainKnowledgeRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const read = guards.requireAccount(['administrator', 'agent']);
  const write = guards.requireAccount(['administrator']);

  app.get(
    `${base}/documents`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZDocumentListQuery,
        response: { 200: ZCaptainDocumentList },
      },
      onRequest: read,
    },
    (req) => documents.list(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/documents/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZCaptainDocumentDetail } }, onRequest: read },
    (req) => documents.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/documents`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: z.unknown(),
        response: { 200: ZCaptainDocumentDetail },
        description:
          'JSON `document: {name?, external_link, assistant_id}` (a site to crawl), or multipart with ' +
          '`document[file]` (PDF, .md, .txt; at most 10 MB) and `document[assistant_id]`, `document[name]`',
      },
      onRequest: write,
    },
    async (req) => {
      const m = membershipOf(req);
      if (!req.isMultipart()) return documents.createFromUrl(deps, m, parseWith(ZCreateDocumentRequest, req.body));
      const { body, file } = await readUpload(req);
      return documents.createFromFile(deps, m, parseWith(ZUploadDocumentFields, body), file);
    },
  );
  app.delete(
    `${base}/documents/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: write },
    (req) => documents.remove(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/assistants/:id/help_center_sync`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: ZHelpCenterSyncRequest,
        response: { 200: ZKnowledgeAssistant },
      },
      onRequest: write,
    },
    (req) => documents.setHelpCenter(deps, membershipOf(req), req.params.id, req.body.enabled),
  );

  const responses = `${base}/assistant_responses`;
  app.get(
    responses,
    {
      schema: { tags, params: ZAccountParams, querystring: ZFaqListQuery, response: { 200: ZCaptainFaqList } },
      onRequest: read,
    },
    (req) => faqs.list(deps, membershipOf(req), req.query),
  );
  app.get(
    `${responses}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZCaptainFaq } }, onRequest: read },
    (req) => faqs.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    responses,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateFaqRequest, response: { 200: ZCaptainFaq } },
      onRequest: write,
    },
    (req) => faqs.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${responses}/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateFaqRequest, response: { 200: ZCaptainFaq } },
      onRequest: write,
    },
    (req) => faqs.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${responses}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: write },
    (req) => faqs.remove(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/bulk_actions`,
    {
      schema: { tags, params: ZAccountParams, body: ZFaqBulkActionRequest, response: { 200: ZFaqBulkActionResult } },
      onRequest: write,
    },
    (req) => faqs.bulk(deps, membershipOf(req), req.body),
  );
};
