import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { TErrorBody, TErrorCode } from '../../common/errors.ts';
import { AppError, humanize } from './appError.ts';
import { contractIssues } from './responseSerializer.ts';
import { errorText, type TErrorKey } from './serverText.ts';

/**
 * The error texts the handler writes, from the server catalogue's `errors` section. API clients read
 * English (Chatwoot's `message` and `error` are English whatever the account's language), so always English.
 */
const text = errorText;

/** Chatwoot's own `error` wording for a code, where it has one. */
const CHATWOOT_ERROR_KEY: Partial<Record<TErrorCode, TErrorKey>> = {
  forbidden: 'notAuthorized',
  not_found: 'resourceNotFound',
};
const chatwootErrorText = (code: TErrorCode) => {
  const key = CHATWOOT_ERROR_KEY[code];
  return key ? text(key) : undefined;
};

/**
 * Every body also carries Chatwoot's `error` (its clients read that key): the route's own wording when it
 * gives one (AppError.withError), else Chatwoot's text for the code, else the message.
 */
const send = (status: number, body: Omit<TErrorBody, 'error'> & { error?: string }) => ({
  status,
  body: { ...body, error: body.error ?? chatwootErrorText(body.code) ?? body.message } satisfies TErrorBody,
});

/** Zod's stock wording reads badly after a field name ("Email Invalid input: expected string"); keep it short. */
const friendly = (message: string | undefined) => {
  if (!message) return text('invalid');
  if (/expected .*, received undefined/i.test(message)) return text('blank');
  if (/^Invalid input/i.test(message)) return text('invalid');
  if (/^Too big/i.test(message)) return text('tooLong');
  if (/^Too small/i.test(message)) return text('tooShort');
  return message;
};

/** A malformed multipart stream (busboy's errors carry no status). */
const MULTIPART_BROKEN = /^Multipart: |multipart data|^Boundary required|^Malformed part header|^Unexpected end of/;
/** PostgreSQL's data exceptions (class 22: NUL byte, bad encoding, out-of-range number or date) come from input. */
const isDataException = (code: unknown) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);

/** Bad input that got past the contracts: a 400 or 422, never a 500 (docs/SECURITY.md). */
const badInputResponse = (err: unknown) => {
  const e = err as { code?: unknown; statusCode?: unknown; message?: unknown; cause?: { code?: unknown } };
  if (e.statusCode === undefined && typeof e.message === 'string' && MULTIPART_BROKEN.test(e.message)) {
    return send(400, {
      code: 'bad_request',
      message: text('multipartMalformed'),
      errors: [text('multipartMalformed')],
    });
  }
  if (isDataException(e.code) || isDataException(e.cause?.code)) {
    return send(422, {
      code: 'validation_failed',
      message: text('valueNotAcceptable'),
      errors: [text('valueNotAcceptable')],
      attributes: ['base'],
      details: { base: [text('notAcceptable')] },
    });
  }
  return null;
};

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Whether `err` (or what it wraps: drizzle's query error, an AggregateError of connect attempts) says the
 * database cannot be reached: a refused or dropped connection, admin/crash shutdown (57P01, 57P02), a
 * server still starting (57P03), or any connection exception (class 08).
 */
export const isDatabaseUnavailable = (err: unknown, depth = 0): boolean => {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code) || code === '57P01' || code === '57P02' || code === '57P03' || code.startsWith('08'))
    return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
};

/** Maps anything thrown by a route to DESIGN §6's error model. */
export const toErrorResponse = (err: unknown, requestId: string): { status: number; body: TErrorBody } => {
  if (err instanceof AppError) {
    const attributes = err.details ? Object.keys(err.details) : undefined;
    return send(err.status, {
      code: err.code,
      message: err.message,
      errors: [err.message],
      attributes,
      details: err.details,
      ...(err.withErrorKey && { error: err.message }),
      ...(err.data !== undefined && { data: err.data }),
    });
  }
  const issues = hasZodFastifySchemaValidationErrors(err)
    ? err.validation.map((v) => ({ field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'), message: v.message }))
    : err instanceof ZodError
      ? err.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))
      : null;
  if (issues) {
    const details: Record<string, string[]> = {};
    for (const v of issues) {
      // `profile.name` is reported as `name`: forms know their fields by their own names.
      const field = v.field.replace(/^profile\./, '') || 'body';
      (details[field] ??= []).push(friendly(v.message));
    }
    const attributes = Object.keys(details);
    const messages = attributes.map((f) => `${humanize(f)} ${details[f]?.[0] ?? text('invalid')}`);
    return send(422, {
      code: 'validation_failed',
      message: messages.join(', '),
      errors: messages,
      attributes,
      details,
    });
  }
  const pgErr = err as { code?: string; detail?: string; cause?: { code?: string; detail?: string } };
  const unique = pgErr.code === '23505' ? pgErr : pgErr.cause?.code === '23505' ? pgErr.cause : null;
  if (unique) {
    // "Key (email)=(x) already exists." → the field that collided, never the value.
    const field = /Key \((?:lower\()?([a-z_]+)/.exec(unique.detail ?? '')?.[1] ?? 'base';
    return send(422, {
      code: 'validation_failed',
      message: `${humanize(field)} ${text('taken')}`,
      errors: [`${humanize(field)} ${text('taken')}`],
      attributes: [field],
      details: { [field]: [text('taken')] },
    });
  }
  const bad = badInputResponse(err);
  if (bad) return bad;
  const fe = err as Partial<FastifyError> & { code?: string };
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (fe.statusCode === 400 && fe.code?.startsWith('FST_ERR_CTP'))) {
    return send(400, {
      code: 'bad_request',
      message: text('invalidJson'),
      errors: [text('invalidJson')],
    });
  }
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.statusCode === 413) {
    return send(413, {
      code: 'payload_too_large',
      message: text('tooLarge'),
      errors: [text('tooLarge')],
    });
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415) {
    return send(415, {
      code: 'unsupported_media_type',
      message: text('unsupportedMediaType'),
      errors: [text('unsupportedMediaType')],
    });
  }
  if (fe.statusCode === 429) {
    return send(429, {
      code: 'rate_limited',
      message: text('rateLimited'),
      errors: [text('tooManyRequests')],
    });
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return send(fe.statusCode, {
      code: 'bad_request',
      message: fe.message ?? text('badRequest'),
      errors: [fe.message ?? text('badRequest')],
    });
  }
  if (isDatabaseUnavailable(err)) {
    return send(503, {
      code: 'database_unavailable',
      message: text('databaseUnavailable'),
      errors: [text('databaseUnavailable')],
      request_id: requestId,
    });
  }
  if (err instanceof ResponseSerializationError) {
    // Only under strictResponses (tests): the body broke its contract; say how, loudly.
    const issues = contractIssues(err.cause);
    return send(500, {
      code: 'internal',
      message: `Response does not match its contract (${err.method} ${err.url})`,
      errors: issues,
      request_id: requestId,
    });
  }
  return send(500, {
    code: 'internal',
    message: text('internal'),
    errors: [text('internal')],
    request_id: requestId,
  });
};

/** `onServerError`: a 5xx other than 503 (database away), for error reporting (lib/errorReport.ts). */
export const registerErrorHandler = (
  app: FastifyInstance,
  onServerError?: (err: unknown, req: FastifyRequest) => void,
) => {
  app.setErrorHandler((err, req, reply) => {
    const { status, body } = toErrorResponse(err, req.id);
    if (status === 503) req.log.warn({ err: { message: (err as Error).message } }, 'database unavailable');
    else if (status >= 500) {
      req.log.error({ err }, 'request failed');
      onServerError?.(err, req);
    }
    if (status === 503) void reply.header('retry-after', '5');
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((_req, reply) => {
    const { status, body } = send(404, { code: 'not_found', message: text('notFound'), errors: [text('notFound')] });
    return reply.status(status).send(body);
  });
};
