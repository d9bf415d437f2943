import type { FastifyRequest } from 'fastify';
import { AppError } from './appError.ts';

/**
 * Reads a multipart form into a nested object (`profile[name]` → {profile:{name}})
 * plus at most one file. Text values 'true'/'false' become booleans and JSON
 * objects/arrays are parsed, so one Zod contract serves JSON and multipart bodies.
 */
export const readMultipart = async (req: FastifyRequest, fileField: string) => {
  const body: Record<string, unknown> = {};
  let file: Buffer | null = null;
  for await (const part of req.parts()) {
    const path = part.fieldname.split(/\[|\]\[|\]/).filter(Boolean);
    const leaf = path[path.length - 1] ?? part.fieldname;
    if (part.type === 'file') {
      if (leaf !== fileField) throw AppError.invalid(leaf, 'is not a file field');
      file = await part.toBuffer();
      continue;
    }
    let value: unknown = part.value;
    if (value === 'true' || value === 'false') value = value === 'true';
    else if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        throw AppError.invalid(leaf, 'is not valid JSON');
      }
    }
    let node = body;
    for (const key of path.slice(0, -1)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype')
        throw AppError.invalid(key, 'is not allowed');
      node = (node[key] ??= {}) as Record<string, unknown>;
    }
    if (leaf === '__proto__' || leaf === 'constructor' || leaf === 'prototype')
      throw AppError.invalid(leaf, 'is not allowed');
    node[leaf] = value;
  }
  return { body, file };
};
