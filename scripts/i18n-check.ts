/**
 * Fails when UI text escapes the catalogue:
 *  - every key of en.json must exist in each other language, and no language may carry keys en.json lacks;
 *  - no literal words in the SPA's JSX or accessible-name attributes (they belong in en.json);
 *  - every t('literal.key') in the SPA must exist in en.json;
 *  - the server catalogues (common/i18n/server/<code>.json, what the server writes): each section a language
 *    has carries every key of English's (plural keys: every form of the language's plural rules), no key
 *    English lacks, and the same {{placeholders}}; a language without a section reads English there;
 *  - no literal words in a server AppError's message or details (server/: they come from errorText).
 * Run: npx tsx scripts/i18n-check.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanServerErrors, scanSource } from './i18nScan.ts';
import { SERVER_TEXT_LANGUAGES } from '../common/serverTextLanguage.ts';

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
const serverSources = (d: string): string[] =>
  fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(d, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'demo' ? [] : serverSources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
const errorFindings = serverSources(path.join(root, 'server')).flatMap((f) =>
  scanServerErrors(path.relative(root, f), fs.readFileSync(f, 'utf8')),
);
if (errorFindings.length) {
  failed = true;
  console.error(
    `i18n: ${errorFindings.length} server error text(s) not in common/i18n/server/en.json errors (use errorText):\n  ${errorFindings.map((f) => `${f.file}:${f.line} ${f.text}`).join('\n  ')}`,
  );
}
const serverDir = path.join(dir, 'server');
const serverFiles = fs.readdirSync(serverDir).filter((f) => f.endsWith('.json'));
const readServer = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(serverDir, file), 'utf8')) as Record<string, Record<string, unknown>>;
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Every leaf of a section as key → text, plural forms under their base key. */
const leaves = (section: Record<string, unknown>) => {
  const out = new Map<string, Map<string, string>>();
  for (const key of leafKeys(section)) {
    const value = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], section);
    const base = key.replace(PLURAL, '');
    const form = PLURAL.exec(key)?.[1] ?? '';
    if (!out.has(base)) out.set(base, new Map());
    out.get(base)?.set(form, typeof value === 'string' ? value : '');
  }
  return out;
};
/** The {{placeholders}} of a text; `count` only counts where it is not a plural form's own number. */
const placeholders = (text: string, plural: boolean) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] ?? ''))]
    .filter((p) => !(plural && p === 'count'))
    .sort()
    .join(',');
const serverEn = readServer('en.json');
const coverage: string[] = [];
for (const [section, english] of Object.entries(serverEn)) {
  const englishLeaves = leaves(english);
  const missingIn: string[] = [];
  for (const file of serverFiles) {
    const code = file.slice(0, -'.json'.length);
    const catalogue = code === 'en' ? serverEn : readServer(file);
    const own = catalogue[section];
    if (!own) {
      missingIn.push(code);
      continue;
    }
    const mine = leaves(own);
    const forms = new Intl.PluralRules(code.replace(/_/g, '-')).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const [key, texts] of englishLeaves) {
      const plural = !texts.has('');
      const got = mine.get(key);
      if (!got) {
        problems.push(`lacks ${key}`);
        continue;
      }
      if (plural) for (const f of forms) if (!got.has(f)) problems.push(`lacks ${key}_${f}`);
      const want = placeholders([...texts.values()].join(' '), plural);
      for (const [form, text] of got)
        if (placeholders(text, plural) !== want && !(plural && placeholders(text, true) === ''))
          problems.push(`${key}${form ? `_${form}` : ''} has {{${placeholders(text, plural)}}}, English {{${want}}}`);
    }
    for (const key of mine.keys()) if (!englishLeaves.has(key)) problems.push(`has ${key}, which English lacks`);
    if (problems.length) {
      failed = true;
      console.error(`i18n: server/${file} ${section}:\n  ${problems.join('\n  ')}`);
    }
  }
  if (missingIn.length) coverage.push(`${section} reads English in ${missingIn.join(', ')}`);
}
for (const file of serverFiles)
  for (const section of Object.keys(readServer(file)))
    if (!serverEn[section]) {
      failed = true;
      console.error(`i18n: server/${file} has section ${section}, which server/en.json lacks`);
    }
const activityLanguages = serverFiles.filter((f) => readServer(f).activity).map((f) => f.slice(0, -'.json'.length));
if ([...activityLanguages].sort().join() !== [...SERVER_TEXT_LANGUAGES].sort().join()) {
  failed = true;
  console.error(
    `i18n: the activity lines are written in ${activityLanguages.join(', ')}, but SERVER_TEXT_LANGUAGES (common/serverTextLanguage.ts) says ${SERVER_TEXT_LANGUAGES.join(', ')}`,
  );
}

if (failed) process.exit(1);
console.log(
  `i18n: ${files.length} languages, ${reference.size} keys each, all in step; no UI text outside the catalogue`,
);
console.log(
  `i18n: server text in ${serverFiles.length} languages, ${Object.keys(serverEn).length} sections in step${coverage.length ? `; ${coverage.join('; ')}` : ''}`,
);
