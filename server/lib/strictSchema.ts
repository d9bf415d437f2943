import { z } from 'zod';

/**
 * The schema with every plain object made strict, all the way down (through optional, nullable,
 * arrays, unions and extends), so a parse fails on a key the contract does not name as well as on a
 * missing one. Objects declared open (z.looseObject: a catchall) stay open; records stay records.
 */
export const strictSchema = (schema: z.ZodType): z.ZodType => {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, strictSchema(v as z.ZodType)]));
    return schema._zod.def.catchall ? z.looseObject(shape) : z.strictObject(shape);
  }
  if (schema instanceof z.ZodOptional) return strictSchema(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return strictSchema(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodArray) return z.array(strictSchema(schema.element as z.ZodType));
  if (schema instanceof z.ZodUnion)
    return z.union((schema.options as z.ZodType[]).map((o) => strictSchema(o)) as [z.ZodType, ...z.ZodType[]]);
  return schema;
};

/** Problems of a value against the strict form of a contract, as readable paths ([] when it fits). */
export const strictProblems = (schema: z.ZodType, value: unknown) => {
  const result = strictSchema(schema).safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
};
