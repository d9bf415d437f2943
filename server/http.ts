import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDeps } from './deps.ts';
import { prepareRememberedBody } from './lib/requestBody.ts';
import type { TGuards } from './features/auth/auth.context.ts';

export type TApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface TRouteCtx {
  app: TApp;
  deps: TDeps;
  guards: TGuards;
}

export const ZAccountParams = z.object({ accountId: z.string() });
export const ZAccountItemParams = z.object({
  accountId: z.string(),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Parses a body with a schema chosen at run time (unwrapped and cast as the request edge recorded); a ZodError reaches the error handler as a 422. */
export const parseWith = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> =>
  schema.parse(prepareRememberedBody(schema, value));
