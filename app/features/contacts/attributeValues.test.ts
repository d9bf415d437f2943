import { describe, expect, it } from 'vitest';
import { attributeError, toStored } from './attributeValues.ts';

const def = (attribute_display_type: never, extra: object = {}) => ({
  attribute_display_type,
  regex_pattern: null,
  attribute_values: [] as string[],
  ...extra,
});

describe('custom attribute values', () => {
  it('checks each display type', () => {
    expect(attributeError(def('number' as never), '12.5')).toBeNull();
    expect(attributeError(def('currency' as never), 'abc')).toBe('number');
    expect(attributeError(def('link' as never), 'javascript:alert(1)')).toBe('link');
    expect(attributeError(def('link' as never), 'https://x.test')).toBeNull();
    expect(attributeError(def('date' as never), '2024-02-03')).toBeNull();
    expect(attributeError(def('list' as never, { attribute_values: ['a'] }), 'b')).toBe('list');
    expect(attributeError(def('text' as never, { regex_pattern: '^[A-Z]+$' }), 'abc')).toBe('regex');
    expect(attributeError(def('text' as never), ' ')).toBe('required');
  });

  it('stores numbers and booleans as JSON types', () => {
    expect(toStored(def('percent' as never), '42')).toBe(42);
    expect(toStored(def('checkbox' as never), 'true')).toBe(true);
    expect(toStored(def('text' as never), ' hi ')).toBe('hi');
  });
});
