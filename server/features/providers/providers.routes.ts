import { ZTemplatesSynced, ZWebhookRegistered } from '../../../common/contracts/responses/providers.ts';
import { ZAccountItemParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { registerWebhook } from './webhookRegistration.service.ts';
import { syncTemplates } from './templateSync.service.ts';
import { AppError } from '../../lib/appError.ts';
import './delivery.job.ts';
import { registerBandwidthWebhooks } from './bandwidth/bandwidth.webhooks.ts';
import { registerFacebookWebhooks } from './facebook/facebook.webhooks.ts';
import { registerInstagramWebhooks } from './instagram/instagram.webhooks.ts';
import { registerLineWebhooks } from './line/line.webhooks.ts';
import { registerTelegramWebhooks } from './telegram/telegram.webhooks.ts';
import { registerTwilioWebhooks } from './twilio/twilio.webhooks.ts';
import { registerTwitterWebhooks } from './twitter/twitter.webhooks.ts';
import { registerWhatsappWebhooks } from './whatsappCloud/whatsapp.webhooks.ts';
import type { TWebhookBody } from './webhookScope.ts';
import { errorText } from '../../lib/serverText.ts';

const badJson = () => new AppError('bad_request', errorText('invalidJson'));

/**
 * Public, unauthenticated provider webhooks (each verified by its provider's signature where one
 * exists), in their own scope: JSON and form bodies are parsed here with their raw text kept.
 * Importing delivery.job registers the outbound senders for every provider channel type.
 */
export const registerProviderRoutes = (ctx: TRouteCtx) => {
  ctx.app.post(
    '/api/v1/accounts/:accountId/inboxes/:id/register_webhook',
    {
      schema: {
        tags: ['Inboxes'],
        params: ZAccountItemParams,
        description: 'Points the provider (Telegram, LINE, WhatsApp Cloud) at this inbox’s webhook URL',
        response: { 200: ZWebhookRegistered },
      },
      onRequest: ctx.guards.requireAccount(['administrator']),
    },
    (req) => registerWebhook(ctx.deps, membershipOf(req), req.params.id),
  );
  ctx.app.post(
    '/api/v1/accounts/:accountId/inboxes/:id/sync_templates',
    {
      schema: {
        tags: ['Inboxes'],
        params: ZAccountItemParams,
        description: 'Fetches the WhatsApp templates (Cloud, 360dialog, Twilio content) into message_templates',
        response: { 200: ZTemplatesSynced },
      },
      onRequest: ctx.guards.requireAccount(['administrator']),
    },
    (req) => syncTemplates(ctx.deps, membershipOf(req), req.params.id),
  );
  void ctx.app.register((scope, _opts, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      const raw = body.toString();
      try {
        done(null, { raw, data: raw === '' ? {} : (JSON.parse(raw) as unknown) } satisfies TWebhookBody);
      } catch {
        done(badJson(), undefined);
      }
    });
    // Providers sign the raw form: this scope keeps it instead of the app's Rails nesting.
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      const raw = body.toString();
      done(null, { raw, data: Object.fromEntries(new URLSearchParams(raw)) } satisfies TWebhookBody);
    });
    const sub: TRouteCtx = { ...ctx, app: scope };
    registerTwilioWebhooks(sub);
    registerWhatsappWebhooks(sub);
    registerLineWebhooks(sub);
    registerTelegramWebhooks(sub);
    registerBandwidthWebhooks(sub);
    registerFacebookWebhooks(sub);
    registerInstagramWebhooks(sub);
    registerTwitterWebhooks(sub);
    done();
  });
};
