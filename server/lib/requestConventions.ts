import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readFormFields } from './multipart.ts';
import { parseUrlencoded } from './railsForm.ts';
import { prepareBody, rememberBody, rejectNulBytes, wrapKeysOf } from './requestBody.ts';

/**
 * Rails request conventions, for every route in one place (docs/API.md "Request conventions"):
 * - PATCH routes answer PUT too (Rails' `resources` routes both to #update);
 * - `application/x-www-form-urlencoded` bodies with bracket nesting, and multipart text fields on routes
 *   that take a JSON body, become the same nested body, cast against the route's contract;
 * - `{"label":{…}}` is accepted wherever `{…}` is (wrap_parameters);
 * - a NUL byte in the body, query or path is a 422 naming the field, never a database error.
 * Trailing slashes are the router's `ignoreTrailingSlash` (server/app.ts).
 */
const formBodies = new WeakSet<object>();

const routeBodySchema = (req: FastifyRequest): z.ZodType | null => {
  const body = req.routeOptions.schema?.body;
  return body && typeof body === 'object' && '_zod' in body ? (body as z.ZodType) : null;
};
/** z.unknown() marks a route that reads its body itself (multipart with files, bodies chosen at run time). */
const readsBodyItself = (schema: z.ZodType | null) =>
  schema === null || (schema as { _zod: { def: { type: string } } })._zod.def.type === 'unknown';

export const registerRequestConventions = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('PATCH') && !methods.includes('PUT') && !app.hasRoute({ url: route.url, method: 'PUT' }))
      route.method = [...methods, 'PUT'];
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, text, done) => {
    try {
      const body = parseUrlencoded(text.toString());
      formBodies.add(body);
      done(null, body);
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  app.addHook('preValidation', async (req) => {
    rejectNulBytes(req.params, 'params');
    rejectNulBytes(req.query, 'query');
    const schema = routeBodySchema(req);
    if (req.isMultipart() && !readsBodyItself(schema) && req.body == null) {
      const fields = await readFormFields(req);
      formBodies.add(fields);
      req.body = fields;
    }
    rejectNulBytes(req.body);
    const origin = {
      form: typeof req.body === 'object' && req.body !== null && formBodies.has(req.body),
      wrapKeys: wrapKeysOf(req.routeOptions.url ?? ''),
    };
    if (schema && !readsBodyItself(schema)) req.body = prepareBody(schema, req.body, origin);
    else rememberBody(req.body, origin);
  });
};
