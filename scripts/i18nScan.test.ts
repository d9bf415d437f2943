import { describe, expect, it } from 'vitest';
import { scanServerErrors, scanSource } from './i18nScan.ts';

const catalogue = { common: { save: 'Save' } };
const scan = (code: string) => scanSource('x.tsx', code, catalogue).map((f) => `${f.kind}:${f.text}`);

describe('i18n scan', () => {
  it('flags literal words in JSX and in accessible names', () => {
    expect(scan('const A = () => <button aria-label="Close dialog">Save now</button>;')).toEqual([
      'literal-attribute:aria-label="Close dialog"',
      'literal-text:Save now',
    ]);
    expect(scan('const A = () => <input placeholder="بحث" />;')).toEqual(['literal-attribute:placeholder="بحث"']);
  });

  it('flags t() keys missing from en', () => {
    expect(scan("const a = t('common.save'); const b = t('common.nope');")).toEqual(['missing-key:common.nope']);
  });

  it('lets through symbols, numbers, translated text and non-text attributes', () => {
    expect(scan('const A = () => <p className="px-2" dir="ltr">{t(\'common.save\')} · 42 – ↵</p>;')).toEqual([]);
    expect(scan('const A = () => <input placeholder="#1f93ff" />;')).toEqual([]);
  });
});

describe('server error scan', () => {
  it('finds literal words in an AppError message or details, not composed or catalogue text', () => {
    const source = [
      "throw new AppError('not_found', 'Team not found');",
      'throw AppError.invalid(field, `is not allowed for a ${type} attribute`);',
      "throw new AppError('validation_failed', errorText('templateNotSynced'), { base: ['is missing'] });",
      "throw AppError.withError('validation_failed', errorText('invalidFilter', { why }));",
      'return new AppError(code, `${humanize(field)} ${message}`, details);',
    ].join('\n');
    expect(scanServerErrors('x.ts', source).map((f) => [f.line, f.text])).toEqual([
      [1, "'Team not found'"],
      [2, '`is not allowed for a ${type} attribute`'],
      [3, "'is missing'"],
    ]);
  });
});
