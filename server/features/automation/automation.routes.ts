import {
  ZAutomationRulePayload,
  ZRuleTestResult,
  ZAutomationRuleList,
} from '../../../common/contracts/responses/automation.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import {
  ZCreateAutomationRuleRequest,
  ZTestAutomationRuleRequest,
  ZUpdateAutomationRuleRequest,
} from '../../../common/contracts/automation.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as service from './automation.service.ts';

const tags = ['Automation Rule'];
const base = '/api/v1/accounts/:accountId/automation_rules';

/** Automation rules (settings/automation): administrators only; PUT answers as PATCH (request conventions). */
export const registerAutomationRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  app.get(
    base,
    { schema: { tags, params: ZAccountParams, response: { 200: ZAutomationRuleList } }, onRequest: admin },
    (req) => service.list(deps, membershipOf(req)),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: ZCreateAutomationRuleRequest,
        response: { 200: ZAutomationRulePayload },
      },
      onRequest: admin,
    },
    (req) => service.create(deps, membershipOf(req), req.body),
  );
  app.post(
    `${base}/test`,
    {
      schema: { tags, params: ZAccountParams, body: ZTestAutomationRuleRequest, response: { 200: ZRuleTestResult } },
      onRequest: admin,
    },
    (req) => service.test(deps, membershipOf(req), req.body),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZAutomationRulePayload } }, onRequest: admin },
    (req) => service.show(deps, membershipOf(req), req.params.id),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: ZUpdateAutomationRuleRequest,
        response: { 200: ZAutomationRulePayload },
      },
      onRequest: admin,
    },
    (req) => service.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    (req) => service.remove(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/clone`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZAutomationRulePayload } }, onRequest: admin },
    (req) => service.clone(deps, membershipOf(req), req.params.id),
  );
};
