import Fastify, { type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../common/limits.ts';
import type { TConfig } from './config.ts';
import type { TDb } from './db/client.ts';
import type { TDeps } from './deps.ts';
import type { TApp, TRouteCtx } from './http.ts';
import { registerErrorHandler } from './lib/errorHandler.ts';
import { startUpdateCheck } from './lib/latestVersion.ts';
import { reportError, reportOfError } from './lib/errorReport.ts';
import { registerSecurityHeaders } from './lib/securityHeaders.ts';
import { registerRequestConventions } from './lib/requestConventions.ts';
import { loggerOptions } from './lib/logRedaction.ts';
import { registerProxyWarning } from './lib/proxyWarning.ts';
import { createResponseSerializerCompiler } from './lib/responseSerializer.ts';
import { createMailer, type TMailer } from './lib/mailer.ts';
import { createUploadStore } from './lib/uploads.ts';
import { makeGuards, routePermissionsOf, routeReportAreasOf, type TReportAreaResolver } from './features/auth/index.ts';
import type { TPermission } from '../common/permissions.ts';
import { registerAuthRoutes, registerMfaRoutes } from './features/auth/index.ts';
import { registerAccountRoutes } from './features/accounts/index.ts';
import { registerInstallationRoutes } from './features/accounts/index.ts';
import { registerProfileRoutes } from './features/profile/index.ts';
import { registerAgentRoutes } from './features/agents/index.ts';
import { registerWebhookRoutes } from './features/webhooks/index.ts';
import { googleTranslatorOf, registerIntegrationRoutes } from './features/integrations/index.ts';
import { registerLabelRoutes } from './features/labels/index.ts';
import { registerCustomRoleRoutes } from './features/customRoles/index.ts';
import { registerSsoRoutes } from './features/sso/index.ts';
import { registerAuditLogRoutes } from './features/auditLogs/index.ts';
import { registerRetentionRoutes } from './features/retention/index.ts';
import { registerReportRoutes } from './features/reports/index.ts';
import { registerTeamRoutes } from './features/teams/index.ts';
import { registerCustomFilterRoutes } from './features/customFilters/index.ts';
import { registerNotificationSettingsRoutes } from './features/notificationSettings/index.ts';
import { registerNotificationSubscriptionRoutes } from './features/notificationSubscriptions/index.ts';
import { vapidKeys } from './features/notificationSubscriptions/index.ts';
import { registerInboxRoutes } from './features/inboxes/index.ts';
import { registerAgentBotRoutes } from './features/agentBots/index.ts';
import { registerCampaignRoutes } from './features/campaigns/index.ts';
import { registerCampaignCheckNowRoute, registerCampaignDeliveryRoutes } from './features/campaignDelivery/index.ts';
import { registerOauthRoutes } from './features/oauth/index.ts';
import { registerNotificationRoutes } from './features/notifications/index.ts';
import { registerContactRoutes } from './features/contacts/index.ts';
import { registerContactConversationRoutes } from './features/conversations/index.ts';
import { registerDataImportRoutes } from './features/dataImports/index.ts';
import { registerCustomAttributeRoutes } from './features/customAttributes/index.ts';
import { registerConversationRoutes } from './features/conversations/index.ts';
import { registerMessageRoutes, setAccountTranslator } from './features/messages/index.ts';
import { registerParticipantRoutes } from './features/participants/index.ts';
import { registerConversationReportingEventRoutes } from './features/reports/index.ts';
import { registerSearchRoutes } from './features/search/index.ts';
import { registerCannedResponseRoutes } from './features/cannedResponses/index.ts';
import { registerBulkActionRoutes } from './features/bulkActions/index.ts';
import { registerAutomationRoutes } from './features/automation/index.ts';
import { registerMacroRoutes } from './features/macros/index.ts';
import { registerAppliedSlaRoutes } from './features/sla/index.ts';
import { registerSlaPolicyRoutes } from './features/sla/index.ts';
import { registerScheduledMessageRoutes } from './features/scheduledMessages/index.ts';
import { registerProviderRoutes } from './features/providers/index.ts';
import { registerEmailRoutes, startImapFetcher } from './features/email/index.ts';
import { registerErrorReportRoutes, registerHealthRoutes } from './features/health/index.ts';
import { registerDirectUploadRoutes, registerUploadRoutes } from './features/uploads/index.ts';
import { registerHelpCenterRoutes } from './features/helpCenter/index.ts';
import { registerWidgetRoutes } from './features/widget/index.ts';
import { registerClientApiRoutes } from './features/clientApi/index.ts';
import { registerCsatRoutes } from './features/csat/index.ts';
import { registerDocs } from './features/docs/index.ts';
import { registerPlatformApiRoutes, registerPlatformAppRoutes } from './features/platformApi/index.ts';
import { registerWeb } from './features/web/index.ts';
import { registerCaptainRoutes } from './features/captain/index.ts';
import { registerCopilotRoutes } from './features/captainCopilot/index.ts';
import { registerCaptainKnowledgeRoutes } from './features/captainKnowledge/index.ts';
import { registerCaptainAssistantRoutes } from './features/captainAssistants/index.ts';
import { registerSuperAdminRoutes } from './features/superAdmin/index.ts';
import { EventSequencer } from './events/sequencer.ts';
import { startJobWorker } from './jobs/worker.ts';
import { CONSUMERS } from './consumers/index.ts';
import { startDispatcher } from './events/dispatcher.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { newNodeId, registerCable } from './realtime/cable.ts';
import { agentScopes, oneScope } from './realtime/scope.ts';

export interface TBuildOptions {
  config: TConfig;
  db: TDb;
  /** The same database as `db`, for the realtime LISTEN connection. */
  databaseUrl: string;
  /**
   * Whether this process works the job queue (pg-boss, started on ready, stopped on close). Default:
   * unless ROLE=web. Tests pass false and run jobs with drainJobs.
   */
  runJobs?: boolean;
  /** Tests pass a capturing mailer; by default SMTP or the log. */
  mailer?: TMailer;
  logger?: FastifyServerOptions['logger'];
}

export interface TRouteInfo {
  method: string;
  url: string;
  /** What the route's account guard requires (any one of them), or null for routes without one. */
  permissions: readonly TPermission[] | null;
  /** A report route's areas (beyond Chatwoot's report_manage), from its query; null for other routes. */
  reportAreas: TReportAreaResolver | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the tenant-isolation test and the docs. */
    routeList: TRouteInfo[];
    hub: RealtimeHub;
    deps: TDeps;
  }
}

/** Builds the whole HTTP app without listening: main.ts listens, tests inject. */
export const buildApp = async (opts: TBuildOptions): Promise<TApp> => {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(opts.config.logLevel),
    trustProxy: opts.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Rails routes `/inboxes/` as `/inboxes`; the Chatwoot SDK sends both.
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ strict: opts.config.strictResponses, log: app.log }));

  registerRequestConventions(app);
  registerProxyWarning(app, opts.config.trustProxy);
  const routeList: TRouteInfo[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    const permissions = routePermissionsOf(r.onRequest) ?? routePermissionsOf(r.preHandler);
    const reportAreas = routeReportAreasOf(r.preHandler);
    for (const method of methods)
      if (method !== 'HEAD') routeList.push({ method, url: r.url, permissions, reportAreas });
  });
  app.decorateRequest('caller', null);
  app.decorateRequest('membership', null);
  // SENTRY_DSN, when set: 5xx answers are reported (method and path only, the error masked).
  registerErrorHandler(app, (err, req) => {
    if (opts.config.sentryDsn)
      void reportError(opts.config, reportOfError(err, { method: req.method, url: req.routeOptions.url ?? req.url }));
  });
  // Chatwoot clients send `Content-Type: application/json` with no body on some POST/DELETE calls.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, {}) : parseJson(req, body.toString(), done),
  );

  const deps: TDeps = {
    config: opts.config,
    db: opts.db,
    mailer: opts.mailer ?? createMailer(opts.config, app.log),
    uploads: createUploadStore(opts.config.uploadsDir),
    log: app.log,
  };

  await registerSecurityHeaders(app, opts.config);
  await app.register(rateLimit, { global: true, max: 3000, timeWindow: '1 minute' });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.avatarMaxBytes, files: 1, fields: 30 },
    throwFileSizeLimit: true,
  });
  await registerDocs(app);

  app.decorate('deps', deps);
  // An account's Google Translate app translates its messages; without one, the installation's provider does.
  setAccountTranslator(googleTranslatorOf);
  // Numbers committed events (then NOTIFY); the hub reads them in seq order and fans them out.
  const scopesOf = agentScopes(deps);
  const hub = new RealtimeHub(deps.db, opts.databaseUrl, app.log, scopesOf);
  const sequencer = new EventSequencer(deps.db, app.log, (accountId, seq) => hub.wake(accountId, seq));
  app.addHook('onReady', () => sequencer.start());
  app.addHook('onClose', () => sequencer.stop());
  app.decorate('hub', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.stop());
  await registerCable(app, deps, hub, newNodeId(), oneScope(scopesOf));
  if (opts.runJobs ?? opts.config.role !== 'web') {
    // Worker nodes work the job queue and turn committed events into consumer jobs.
    let stopJobs: (() => Promise<void>) | null = null;
    const dispatcher = startDispatcher(deps, CONSUMERS);
    // Committed events reach consumers at once, not at the next tick (webhook delivery lag).
    hub.onNumbered = dispatcher.wake;
    // Started once the app is ready, not before it answers: pg-boss's start (its schema check, timekeeper,
    // a poller per queue) is no part of serving the first request.
    let starting: Promise<void> | null = null;
    app.addHook('onReady', () => {
      starting = startJobWorker(deps, { databaseUrl: opts.databaseUrl }).then(
        (stop) => {
          stopJobs = stop;
          dispatcher.start();
        },
        (err: unknown) => app.log.error({ err: (err as Error).message }, 'job worker failed to start'),
      );
    });
    // Email inboxes with IMAP on: this node takes the mailboxes no node holds (one connection each).
    let imapFetcher: ReturnType<typeof startImapFetcher> | null = null;
    if (opts.config.imap.fetching)
      app.addHook('onReady', () => {
        imapFetcher = startImapFetcher(deps, {
          pollMs: opts.config.imap.pollSeconds * 1000,
          scanMs: opts.config.imap.scanSeconds * 1000,
        });
      });
    app.addHook('onClose', async () => {
      await imapFetcher?.stop();
      await starting;
      await dispatcher.stop();
      await stopJobs?.();
    });
  }

  const ctx: TRouteCtx = { app, deps, guards: makeGuards(deps) };
  registerHealthRoutes(ctx);
  registerErrorReportRoutes(ctx);
  registerUploadRoutes(ctx);
  registerDirectUploadRoutes(ctx);
  registerAuthRoutes(ctx);
  registerInstallationRoutes(ctx);
  registerAccountRoutes(ctx);
  registerProfileRoutes(ctx);
  registerMfaRoutes(ctx);
  registerSsoRoutes(ctx);
  registerAgentRoutes(ctx);
  registerLabelRoutes(ctx);
  registerCustomRoleRoutes(ctx);
  registerAuditLogRoutes(ctx);
  registerRetentionRoutes(ctx);
  registerWebhookRoutes(ctx);
  registerIntegrationRoutes(ctx);
  registerTeamRoutes(ctx);
  registerReportRoutes(ctx);
  registerCustomFilterRoutes(ctx);
  registerInboxRoutes(ctx);
  registerAgentBotRoutes(ctx);
  registerCampaignRoutes(ctx);
  registerCampaignDeliveryRoutes(ctx);
  registerCampaignCheckNowRoute(ctx);
  registerOauthRoutes(ctx);
  registerNotificationRoutes(ctx);
  registerContactRoutes(ctx);
  registerContactConversationRoutes(ctx);
  registerDataImportRoutes(ctx);
  registerCustomAttributeRoutes(ctx);
  registerConversationRoutes(ctx);
  registerMessageRoutes(ctx);
  registerParticipantRoutes(ctx);
  registerConversationReportingEventRoutes(ctx);
  registerSearchRoutes(ctx);
  registerCannedResponseRoutes(ctx);
  registerHelpCenterRoutes(ctx);
  registerBulkActionRoutes(ctx);
  registerAutomationRoutes(ctx);
  registerMacroRoutes(ctx);
  registerSlaPolicyRoutes(ctx);
  registerScheduledMessageRoutes(ctx);
  registerAppliedSlaRoutes(ctx);
  registerProviderRoutes(ctx);
  registerEmailRoutes(ctx);
  registerNotificationSettingsRoutes(ctx);
  registerNotificationSubscriptionRoutes(ctx);
  await registerWidgetRoutes(ctx);
  registerClientApiRoutes(ctx);
  registerCsatRoutes(ctx);
  registerSuperAdminRoutes(ctx);
  registerCaptainRoutes(ctx);
  registerCopilotRoutes(ctx);
  registerCaptainKnowledgeRoutes(ctx);
  registerCaptainAssistantRoutes(ctx);
  registerPlatformAppRoutes(ctx);
  registerPlatformApiRoutes(ctx);
  await registerWeb(app, opts.config.uploadsDir);
  // The update banner's version endpoint (UPDATE_CHECK_URL), when set: asked at start and every few hours.
  let stopUpdateCheck = () => undefined as void;
  app.addHook('onReady', (done) => {
    stopUpdateCheck = startUpdateCheck(opts.config);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    stopUpdateCheck();
    done();
  });
  // Web push's key pair is made at the first start (and read once per process after that).
  app.addHook('onReady', async () => {
    await vapidKeys(deps.db);
  });
  return app;
};
