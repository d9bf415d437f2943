import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Checks a response against its declared zod contract and sends what the handler returned, as it
 * is. fastify-type-provider-zod's own serializer sends the parsed value instead, which drops every
 * key the contract does not name: a contract that missed a field would silently change the wire
 * shape, and a test could never see the extra key. Here a mismatch (a missing key, a wrong type) is
 * still a 500 with the zod issues as its cause; the contract tests (server/contract.responses.db.test.ts)
 * check the bodies strictly, extra keys included. Response contracts must not transform values.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(data);
  };
