/**
 * Fails when the translation files disagree: every key of en.json must exist in each
 * other language and no language may carry keys en.json does not have.
 * Run: npx tsx scripts/i18n-check.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../common/i18n');

/** Dotted paths of every string leaf; a branch where the reference has a leaf counts as a mismatch. */
const leafKeys = (node: unknown, prefix = ''): string[] => {
  if (typeof node === 'string') return [prefix];
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${prefix} (not a string)`];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
};

const load = (file: string): string[] => leafKeys(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown);

const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
if (!files.includes('en.json')) {
  console.error(`i18n: ${dir}/en.json is missing`);
  process.exit(1);
}
const reference = new Set(load('en.json'));
let failed = false;
for (const file of files.filter((f) => f !== 'en.json')) {
  const keys = new Set(load(file));
  const missing = [...reference].filter((k) => !keys.has(k));
  const extra = [...keys].filter((k) => !reference.has(k));
  if (missing.length) {
    failed = true;
    console.error(`i18n: ${file} lacks ${missing.length} key(s) of en.json:\n  ${missing.join('\n  ')}`);
  }
  if (extra.length) {
    failed = true;
    console.error(`i18n: en.json lacks ${extra.length} key(s) present in ${file}:\n  ${extra.join('\n  ')}`);
  }
}
if (failed) process.exit(1);
console.log(`i18n: ${files.length} languages, ${reference.size} keys each, all in step`);
