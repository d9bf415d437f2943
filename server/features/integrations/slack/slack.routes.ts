import {
  ZIntegrationHook,
  ZSlackChannelList,
  ZSlackConnectRequest,
  ZSlackUpdateRequest,
} from '../../../../common/contracts/integrations.ts';
import { ZEmpty } from '../../../../common/contracts/responses/bodies.ts';
import { AppError } from '../../../lib/appError.ts';
import { errorText } from '../../../lib/serverText.ts';
import { ZAccountParams, type TRouteCtx } from '../../../http.ts';
import { membershipOf } from '../../auth/index.ts';
import * as slack from './slack.service.ts';
import { receiveSlackEvent } from './slackEvents.service.ts';

const tags = ['Integrations'];
const base = '/api/v1/accounts/:accountId/integrations/slack';

interface TRawJson {
  raw: string;
  data: unknown;
}

const headerOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Chatwoot's integrations/slack (administrators only): connect with the OAuth code, list the channels, pick
 * one (reference_id), disconnect. And Slack's Events API endpoint (public, signature-checked), in its own
 * scope so the raw body is kept for the signature.
 */
export const registerSlackRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZSlackConnectRequest, response: { 200: ZIntegrationHook } },
      onRequest: admin,
    },
    (req) => slack.connectSlack(deps, membershipOf(req), req.body),
  );
  app.patch(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZSlackUpdateRequest, response: { 200: ZIntegrationHook } },
      onRequest: admin,
    },
    (req) => slack.pickSlackChannel(deps, membershipOf(req), req.body),
  );
  app.get(
    `${base}/list_all_channels`,
    { schema: { tags, params: ZAccountParams, response: { 200: ZSlackChannelList } }, onRequest: admin },
    (req) => slack.listSlackChannels(deps, membershipOf(req)),
  );
  app.delete(
    base,
    { schema: { tags, params: ZAccountParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await slack.disconnectSlack(deps, membershipOf(req));
      return {};
    },
  );
  void app.register((scope, _opts, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, next) => {
      const raw = body.toString();
      try {
        next(null, { raw, data: raw === '' ? {} : (JSON.parse(raw) as unknown) } satisfies TRawJson);
      } catch {
        next(new AppError('bad_request', errorText('invalidJson')), undefined);
      }
    });
    scope.post('/api/v1/integrations/webhooks', { schema: { tags, hide: true } }, (req) => {
      const body = req.body as TRawJson | undefined;
      return receiveSlackEvent(deps, body?.raw ?? '', body?.data, {
        timestamp: headerOf(req.headers['x-slack-request-timestamp']),
        signature: headerOf(req.headers['x-slack-signature']),
      });
    });
    done();
  });
};
