import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TApp } from '../../http.ts';
import { APP_VERSION } from '../../lib/appVersion.ts';

/** The server's own OpenAPI, generated from the route schemas, browsable at /api-docs. */
export const registerDocs = async (app: TApp) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Helpdesk API',
        version: APP_VERSION,
        description:
          'Chatwoot-compatible application API. Authenticate with the `api_access_token` header, or with the ' +
          'devise-token-auth headers (access-token, token-type, client, expiry, uid) returned by POST /auth/sign_in.',
      },
      components: {
        securitySchemes: {
          userApiKey: { type: 'apiKey', in: 'header', name: 'api_access_token' },
        },
      },
      security: [{ userApiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });
};
