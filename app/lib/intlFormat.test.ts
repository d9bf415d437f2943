import { describe, expect, it } from 'vitest';
import { formatDuration } from '../features/reports/formatMetric.ts';
import { durationUnitText, numberText, percentText } from './intlFormat.ts';

describe('intlFormat', () => {
  it('writes duration units in the language, English unchanged', () => {
    expect(formatDuration(3900, (n, u) => durationUnitText('en', n, u))).toBe('1h 5m');
    expect(durationUnitText('de', 5, 'm')).toBe('5 Min.');
    expect(durationUnitText('fr', 3, 'd')).toBe('3j');
    expect(durationUnitText('zh-CN', 5, 's')).toBe('5秒');
  });

  it('writes numbers and percentages with the language marks', () => {
    expect(numberText('en', 1234.5)).toBe('1,234.5');
    expect(numberText('de', 1234.5)).toBe('1.234,5');
    expect(numberText('pt-BR', 1234.5)).toBe('1.234,5');
    expect(percentText('en', 0.25)).toBe('25.00%');
    expect(percentText('fr', 0.125)).toBe('12,50\u00a0%');
  });
});
