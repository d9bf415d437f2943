import { ZRetentionFigures, ZRetentionPolicy, ZRetentionPolicyBody } from '../../../common/contracts/retention.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { previewPolicy, savePolicy, showPolicy } from './retention.service.ts';

const tags = ['Account'];
const base = '/api/v1/accounts/:accountId/retention_policy';

/** The account's data retention policy (docs/PRIVACY.md "Retention"): administrators only. */
export const registerRetentionRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  const params = ZAccountParams;

  app.get(base, { schema: { tags, params, response: { 200: ZRetentionPolicyBody } }, onRequest: admin }, (req) =>
    showPolicy(membershipOf(req)),
  );
  app.put(
    base,
    { schema: { tags, params, body: ZRetentionPolicy, response: { 200: ZRetentionPolicyBody } }, onRequest: admin },
    (req) => savePolicy(deps, membershipOf(req), req.body),
  );
  app.post(
    `${base}/preview`,
    { schema: { tags, params, body: ZRetentionPolicy, response: { 200: ZRetentionFigures } }, onRequest: admin },
    (req) => previewPolicy(deps, membershipOf(req), req.body),
  );
};
