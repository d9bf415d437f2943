import type { z } from 'zod';

/** True when A and B are assignable both ways: the same keys, the same types. */
export type TSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Ties a response contract to the type its presenter declares: `tie<TAccount>()(z.object({…}))`
 * compiles only while the schema's output and the type are the same shape, so a presenter change
 * without a contract change (or the reverse) fails `tsc`. No runtime cost.
 */
export const tie =
  <T>() =>
  <S extends z.ZodType>(schema: S & (TSame<z.output<S>, T> extends true ? unknown : { contractDriftFrom: T })): S =>
    schema;
