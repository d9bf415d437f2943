import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type TSchema = {
  type?: string;
  properties?: Record<string, TSchema>;
  items?: TSchema;
  enum?: unknown[];
  $ref?: string;
};

/** Chatwoot's published OpenAPI documents, kept in the repository (server/test/chatwoot-api/README.md). */
const specPath = (file: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'chatwoot-api', file);
type TSpec = { components: { schemas: Record<string, TSchema> } };

/** The application API's document, read from the repository: a missing file fails the suite rather than skipping it. */
export const loadChatwootSpec = (): TSpec =>
  JSON.parse(fs.readFileSync(specPath('application_swagger.json'), 'utf8')) as TSpec;

/** The Platform API's document (platform_swagger.json), read the same way. */
export const loadChatwootPlatformSpec = (): TSpec =>
  JSON.parse(fs.readFileSync(specPath('platform_swagger.json'), 'utf8')) as TSpec;

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Structural check of a response against a Chatwoot schema: every documented
 * property is present with the documented JSON type (null is accepted: Chatwoot
 * itself returns null for unset fields) and enum values are documented ones,
 * except for the listed deviations (`schema.property`: why), which are not checked at all.
 */
export const contractProblems = (
  schemas: Record<string, TSchema>,
  name: string,
  value: unknown,
  deviations: Record<string, string> = {},
): string[] => {
  const problems: string[] = [];
  const schema = schemas[name];
  if (!schema?.properties) return [`schema ${name} not found`];
  if (typeOf(value) !== 'object') return [`${name}: expected an object, got ${typeOf(value)}`];
  const obj = value as Record<string, unknown>;
  for (const [key, prop] of Object.entries(schema.properties)) {
    if (`${name}.${key}` in deviations) continue;
    if (!(key in obj)) {
      problems.push(`${name}.${key}: missing`);
      continue;
    }
    const v = obj[key];
    if (v === null || !prop.type) continue;
    const want = prop.type === 'integer' ? 'number' : prop.type;
    if (typeOf(v) !== want) problems.push(`${name}.${key}: expected ${want}, got ${typeOf(v)}`);
    if (prop.enum && !prop.enum.includes(v)) {
      problems.push(`${name}.${key}: ${JSON.stringify(v)} not in ${JSON.stringify(prop.enum)}`);
    }
  }
  return problems;
};
