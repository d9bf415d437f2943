import { ZNoContent } from '../../../common/contracts/responses/bodies.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TRouteCtx } from '../../http.ts';
import { AppError } from '../../lib/appError.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { receiveEmail } from './emailInbound.service.ts';
import { registerMailOauthRoutes } from './mailOauth.routes.ts';
import { registerEmailMessageRoutes } from './emailMessage.routes.ts';
import './emailDelivery.job.ts';
import { errorText } from '../../lib/serverText.ts';

/** A raw message with its attachments (the relay sends the whole RFC 822 text). */
const RELAY_BODY_LIMIT = 50 * 1024 * 1024;
const RELAY_USER = 'actionmailbox';

/**
 * Chatwoot's relay ingress: `POST /rails/action_mailbox/relay/inbound_emails` with HTTP Basic auth
 * (actionmailbox / RAILS_INBOUND_EMAIL_PASSWORD) and the raw message as `message/rfc822`, as sent by
 * Postfix/Exim through Rails' `action_mailbox:ingress:relay` script. Without the password set the route
 * does not exist (404). Importing emailDelivery.job registers the Channel::Email sender.
 */
export const registerEmailRoutes = (ctx: TRouteCtx) => {
  registerMailOauthRoutes(ctx);
  registerEmailMessageRoutes(ctx);
  const { app, deps } = ctx;
  const authenticate = async (req: FastifyRequest, reply: FastifyReply) => {
    const password = deps.config.inboundEmail.relayPassword;
    if (!password) throw new AppError('not_found', errorText('notFound'));
    const header = req.headers.authorization ?? '';
    const given = /^Basic\s+(\S+)$/i.exec(header)?.[1];
    const decoded = given ? Buffer.from(given, 'base64').toString('utf8') : '';
    const expected = `${RELAY_USER}:${password}`;
    if (!safeEqual(sha256(decoded), sha256(expected))) {
      void reply.header('www-authenticate', 'Basic realm="Application"');
      throw new AppError('unauthenticated', errorText('httpBasicAccessDenied'));
    }
  };

  void app.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      'message/rfc822',
      { parseAs: 'buffer', bodyLimit: RELAY_BODY_LIMIT },
      (_req, body, next) => next(null, body),
    );
    scope.post(
      '/rails/action_mailbox/relay/inbound_emails',
      {
        schema: {
          tags: ['Email'],
          response: { 204: ZNoContent },
          description:
            'Inbound email relay (Action Mailbox): HTTP Basic actionmailbox:RAILS_INBOUND_EMAIL_PASSWORD, body = the raw message (message/rfc822). 204 once handled.',
        },
        bodyLimit: RELAY_BODY_LIMIT,
        onRequest: authenticate,
      },
      async (req, reply) => {
        if (!Buffer.isBuffer(req.body) || req.body.length === 0)
          throw new AppError('unsupported_media_type', errorText('rfc822Required'));
        const result = await receiveEmail(deps, req.body);
        req.log.info({ result }, 'inbound email');
        return reply.code(204).send(null);
      },
    );
    done();
  });
};
