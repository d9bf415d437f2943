import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strictSchema } from './strictSchema.ts';

export interface TResponseCheck {
  /** Tests (server/test/harness.ts): a body that does not fit its contract exactly is a 500. */
  strict: boolean;
  log: FastifyBaseLogger;
}

/** The zod issues as readable lines, for the 500 body in tests and the warning in production. */
export const contractIssues = (error: z.core.$ZodError) =>
  error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);

/**
 * Checks a response against its declared zod contract and always sends what the handler returned,
 * as it is (fastify-type-provider-zod's own serializer sends the parsed value, which drops every key
 * the contract does not name).
 *
 * - strict (tests): the contract with every object made strict, so a missing key, a wrong type or a
 *   key the contract does not name throws a ResponseSerializationError: a 500 carrying the issues.
 * - otherwise (production, development): a mismatch is logged once per route and status as a
 *   warning and the body is sent unchanged; an unexercised edge case is never an outage.
 *
 * Response contracts must not transform values.
 */
export const createResponseSerializerCompiler =
  ({ strict, log }: TResponseCheck): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, method, url, httpStatus }) => {
    const contract = strict ? strictSchema(schema) : schema;
    let warned = false;
    return (data) => {
      const result = z.safeEncode(contract, data);
      if (!result.success) {
        if (strict) throw new ResponseSerializationError(method, url, { cause: result.error });
        if (!warned) {
          warned = true;
          log.warn(
            { route: `${method} ${url}`, status: httpStatus, issues: contractIssues(result.error) },
            'response does not match its contract',
          );
        }
      }
      return JSON.stringify(data);
    };
  };
