import type { FastifyRequest } from 'fastify';
import { AppError } from './appError.ts';
import { nestFormPairs } from './railsForm.ts';
import { rejectNulBytes, rememberBody, wrapKeysOf } from './requestBody.ts';
import { errorText } from './serverText.ts';

/**
 * Reads a multipart form into a nested object (`profile[name]` → {profile:{name}})
 * plus at most one file. Text values 'true'/'false' become booleans and JSON
 * objects/arrays are parsed, so one Zod contract serves JSON and multipart bodies.
 */
export const readMultipart = async (req: FastifyRequest, fileField: string) => {
  const pairs: [string, unknown][] = [];
  let file: Buffer | null = null;
  for await (const part of req.parts()) {
    const path = part.fieldname.split(/\[|\]\[|\]/).filter(Boolean);
    const leaf = path[path.length - 1] ?? part.fieldname;
    if (part.type === 'file') {
      if (leaf !== fileField) throw AppError.invalid(leaf, errorText('notFileField'));
      file = await part.toBuffer();
      continue;
    }
    pairs.push([part.fieldname, parseFieldValue(leaf, part.value)]);
  }
  return { body: formBodyOf(req, nestFormPairs(pairs)), file };
};

/** Text 'true'/'false' become booleans and JSON objects/arrays are parsed (clients send nested data so). */
export const parseFieldValue = (leaf: string, value: unknown): unknown => {
  if (value === 'true' || value === 'false') return value === 'true';
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw AppError.invalid(leaf, errorText('isNotValidJson'));
    }
  }
  return value;
};

/** A form body a handler parses itself: NUL bytes refused, wrapping and casting recorded for parseWith. */
export const formBodyOf = <T extends object>(req: FastifyRequest, body: T): T => {
  rejectNulBytes(body);
  rememberBody(body, { form: true, wrapKeys: wrapKeysOf(req.routeOptions.url ?? '') });
  return body;
};

/**
 * The text fields of a multipart form, nested the Rails way (`contact[name]`, `labels[]`), for routes
 * that take a JSON body: files are read and dropped (Rails ignores unpermitted parameters).
 */
export const readFormFields = async (req: FastifyRequest) => {
  const pairs: [string, unknown][] = [];
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    pairs.push([part.fieldname, part.value]);
  }
  return nestFormPairs(pairs);
};
