import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a credential (the widget's visitor token, reset and confirmation links, API tokens). */
export const SECRET_QUERY_PARAMS = [
  'cw_conversation',
  'auth_token',
  'access_token',
  'api_access_token',
  'reset_password_token',
  'confirmation_token',
  'token',
] as const;

const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#]*`, 'gi');

/**
 * Path segments that identify someone: the client API's contact identifier (its source_id, which the
 * client API accepts in place of a credential) in /public/api/v1/inboxes/{inbox}/contacts/{source_id}/….
 */
const SECRET_SEGMENT = /^(\/public\/api\/v1\/inboxes\/[^/?#]+\/contacts\/)[^/?#]+/i;

/** The URL with every credential's value in its query string, and the client API's contact identifier, replaced. */
export const redactUrl = (url: string) =>
  url.replace(SECRET_SEGMENT, '$1[redacted]').replace(SECRET_PARAM, '$1[redacted]');

/** Headers that carry a credential: devise, API and widget tokens, cookies. */
const SECRET_HEADERS = [
  'access-token',
  'api_access_token',
  'api-access-token',
  'authorization',
  'cookie',
  'x-auth-token',
];

interface TLoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * Logger options for every request log line: credentials in headers and in the query string never
 * reach the log (pino redact for headers, a request serializer for req.url).
 */
export const loggerOptions = (level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level,
  redact: {
    paths: [
      ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`]),
      'res.headers["access-token"]',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: TLoggedRequest) => ({
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
});
