import { z } from 'zod';
import {
  ZInstallationSettings,
  ZInstanceStatus,
  ZJobParams,
  ZSmtpTestRequest,
  ZSmtpTestResult,
  ZSuperAdminIdParams,
  ZSystemBot,
  ZSystemBotList,
  ZUpdateInstallationSettingsRequest,
} from '../../../common/contracts/superAdmin.ts';
import { ZCreateAgentBotRequest } from '../../../common/contracts/agentBots.ts';
import { ZAuditLogList, ZAuditLogQuery } from '../../../common/contracts/auditLogs.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import type { TRouteCtx } from '../../http.ts';
import { AppError } from '../../lib/appError.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { errorText } from '../../lib/serverText.ts';
import { listInstallationAuditLogs } from '../auditLogs/index.ts';
import { requireSuperAdmin } from './superAdmin.guard.ts';
import { operatorOf } from './installationAudit.ts';
import * as settings from './superAdminSettings.service.ts';
import * as status from './superAdminStatus.service.ts';

const tags = ['Super admin'];
const base = '/api/v1/super_admin';

/** Installation settings, the SMTP test, global agent bots, the installation's audit log and the instance status. */
export const registerSuperAdminSettingsRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const onRequest = requireSuperAdmin(guards, deps);

  app.get(`${base}/settings`, { schema: { tags, response: { 200: ZInstallationSettings } }, onRequest }, () =>
    settings.showSettings(deps),
  );
  app.patch(
    `${base}/settings`,
    { schema: { tags, body: ZUpdateInstallationSettingsRequest, response: { 200: ZInstallationSettings } }, onRequest },
    (req) => settings.updateSettings(deps, operatorOf(req), req.body),
  );
  // multipart, field `logo`: png, jpeg, gif or webp.
  app.post(
    `${base}/settings/logo`,
    { schema: { tags, body: z.unknown(), response: { 200: ZInstallationSettings } }, onRequest },
    async (req) => {
      const { file } = req.isMultipart() ? await readMultipart(req, 'logo') : { file: null };
      if (!file) throw AppError.invalid('logo', errorText('notImage'));
      return settings.uploadLogo(deps, operatorOf(req), file);
    },
  );
  app.post(
    `${base}/settings/smtp_test`,
    {
      schema: { tags, body: ZSmtpTestRequest, response: { 200: ZSmtpTestResult } },
      onRequest,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    (req) => settings.testSmtp(deps, req.body.email),
  );

  app.get(`${base}/agent_bots`, { schema: { tags, response: { 200: ZSystemBotList } }, onRequest }, () =>
    status.listSystemBots(deps),
  );
  app.post(
    `${base}/agent_bots`,
    {
      schema: {
        tags,
        body: ZCreateAgentBotRequest.pick({ name: true, description: true, outgoing_url: true }),
        response: { 200: ZSystemBot },
      },
      onRequest,
    },
    (req) => status.createSystemBot(deps, operatorOf(req), req.body),
  );
  app.delete(
    `${base}/agent_bots/:id`,
    { schema: { tags, params: ZSuperAdminIdParams, response: { 200: ZEmpty } }, onRequest },
    (req) => status.deleteSystemBot(deps, operatorOf(req), req.params.id),
  );

  app.get(
    `${base}/audit_logs`,
    { schema: { tags, querystring: ZAuditLogQuery, response: { 200: ZAuditLogList } }, onRequest },
    (req) => listInstallationAuditLogs(deps, req.query),
  );

  app.get(`${base}/instance_status`, { schema: { tags, response: { 200: ZInstanceStatus } }, onRequest }, () =>
    status.instanceStatus(deps),
  );
  app.post(
    `${base}/jobs/:name/:id/retry`,
    { schema: { tags, params: ZJobParams, response: { 200: ZEmpty } }, onRequest },
    (req) => status.retryJob(deps, operatorOf(req), req.params.name, req.params.id),
  );
};
