/**
 * Fails when UI text escapes the catalogue:
 *  - every key of en.json must exist in each other language, and no language may carry keys en.json lacks;
 *  - no literal words in the SPA's JSX or accessible-name attributes (they belong in en.json);
 *  - every t('literal.key') in the SPA must exist in en.json.
 * Run: npx tsx scripts/i18n-check.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanSource } from './i18nScan.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'common/i18n');

/** Dotted paths of every string leaf; a branch where the reference has a leaf counts as a mismatch. */
const leafKeys = (node: unknown, prefix = ''): string[] => {
  if (typeof node === 'string') return [prefix];
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${prefix} (not a string)`];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
};

const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;

const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
if (!files.includes('en.json')) {
  console.error(`i18n: ${dir}/en.json is missing`);
  process.exit(1);
}
const en = read('en.json');
const reference = new Set(leafKeys(en));
let failed = false;
for (const file of files.filter((f) => f !== 'en.json')) {
  const keys = new Set(leafKeys(read(file)));
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

const sources = (d: string): string[] =>
  fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(d, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
const findings = sources(path.join(root, 'app')).flatMap((f) =>
  scanSource(path.relative(root, f), fs.readFileSync(f, 'utf8'), en),
);
if (findings.length) {
  failed = true;
  console.error(
    `i18n: ${findings.length} UI string(s) not in en.json:\n  ${findings.map((f) => `${f.file}:${f.line} ${f.kind} ${f.text}`).join('\n  ')}`,
  );
}
if (failed) process.exit(1);
console.log(
  `i18n: ${files.length} languages, ${reference.size} keys each, all in step; no UI text outside the catalogue`,
);
