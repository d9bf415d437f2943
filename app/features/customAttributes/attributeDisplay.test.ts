import { describe, expect, it } from 'vitest';
import type { TCustomAttribute } from '../../../common/contracts/customAttributes.ts';
import { attributeLines, formatAttribute, humaniseKey } from './attributeDisplay.ts';

const words = { yes: 'Yes', no: 'No' };
const def = (key: string, name: string, type: TCustomAttribute['attribute_display_type']): TCustomAttribute => ({
  id: 1,
  attribute_display_name: name,
  attribute_display_type: type,
  attribute_description: null,
  attribute_key: key,
  regex_pattern: null,
  regex_cue: null,
  attribute_values: [],
  attribute_model: 'contact_attribute',
  default_value: null,
  created_at: '',
  updated_at: '',
});

describe('attribute display', () => {
  it('humanises keys without a definition', () => {
    expect(humaniseKey('device_category')).toBe('Device category');
    expect(humaniseKey('planTier')).toBe('Plan tier');
    expect(humaniseKey('x-ray.level')).toBe('X ray level');
  });

  it('formats values by display type in the reader language', () => {
    expect(formatAttribute(true, 'checkbox', 'en', words)).toBe('Yes');
    expect(formatAttribute('false', 'checkbox', 'en', words)).toBe('No');
    expect(formatAttribute(1234.5, 'number', 'en', words)).toBe('1,234.5');
    expect(formatAttribute('12', 'currency', 'en', words)).toBe('12.00');
    expect(formatAttribute(15, 'percent', 'en', words)).toBe('15%');
    expect(formatAttribute('2026-12-01', 'date', 'en', words)).toBe('Dec 1, 2026');
    expect(formatAttribute('soon', 'date', 'en', words)).toBe('soon');
    expect(formatAttribute('abc', 'number', 'en', words)).toBe('abc');
    expect(formatAttribute(3, undefined, 'en', words)).toBe('3');
    expect(formatAttribute(1234.5, 'number', 'de', words)).toBe('1.234,5');
  });

  it('names lines by definition, keeps undefined keys humanised, skips empty and nested values, links http(s)', () => {
    const defs = [def('device_category', 'Device category', 'text'), def('site', 'Website', 'link')];
    const lines = attributeLines(
      { device_category: 'tablet', plan_tier: 'gold', empty: '', nested: { a: 1 }, site: 'https://x.test', bad: null },
      defs,
      'en',
      words,
    );
    expect(lines).toEqual([
      { key: 'device_category', label: 'Device category', value: 'tablet' },
      { key: 'plan_tier', label: 'Plan tier', value: 'gold' },
      { key: 'site', label: 'Website', value: 'https://x.test', href: 'https://x.test' },
    ]);
    expect(attributeLines({ site: 'javascript:alert(1)' }, defs, 'en', words)[0]?.href).toBeUndefined();
  });
});
