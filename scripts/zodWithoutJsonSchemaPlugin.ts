import fs from 'node:fs';
import type { Plugin } from 'vite';

/** zod's modules that turn a schema into JSON Schema: the server's API docs need them, the dashboard never. */
const JSON_SCHEMA_MODULES =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/**
 * Builds the dashboard without zod's JSON Schema code (~17 KB, ~5 KB gzip, pulled in by every schema's
 * `toJSONSchema` method). Each export of those modules becomes a function that throws when called, so a
 * `toJSONSchema()` in the dashboard fails loudly instead of quietly shipping the code. Build only: tests and
 * the dev server keep the real modules.
 */
export const zodWithoutJsonSchemaPlugin = (): Plugin => ({
  name: 'zod-without-json-schema',
  apply: 'build',
  load(id) {
    if (!JSON_SCHEMA_MODULES.test(id)) return null;
    const names = [...fs.readFileSync(id, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
    const aliases = [...fs.readFileSync(id, 'utf8').matchAll(/^export \{ (\w+) as (\w+) \}/gm)];
    return [
      `const unsupported = () => { throw new Error('JSON Schema is not built into the dashboard'); };`,
      // The create…Method helpers run when a schema is made and return the method; the rest run only inside it.
      ...names.map((name) => `export const ${name} = () => unsupported;`),
      ...aliases.map((m) => `export { ${m[1]} as ${m[2]} };`),
    ].join('\n');
  },
});
