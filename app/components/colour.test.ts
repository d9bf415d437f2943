import { describe, expect, it } from 'vitest';
import { clampChannel, hexToHsv, hsvToHex, parseHex } from './colour.ts';

describe('colour', () => {
  it('accepts #rgb and #rrggbb, with or without #, as lower-case #rrggbb', () => {
    expect(parseHex('#1F93FF')).toBe('#1f93ff');
    expect(parseHex('1f93ff')).toBe('#1f93ff');
    expect(parseHex('#abc')).toBe('#aabbcc');
  });

  it('refuses anything that is not a hex colour, including alpha', () => {
    for (const bad of ['', '#', '#12', '#12345', '#1234567', '#1f93ff80', 'red', '#ggg', 'rgb(1,2,3)'])
      expect(parseHex(bad), bad).toBeNull();
  });

  it('caps saturation and value at 100 and hue at 360', () => {
    expect(clampChannel('s', 140)).toBe(100);
    expect(clampChannel('v', 101)).toBe(100);
    expect(clampChannel('h', 400)).toBe(360);
    expect(clampChannel('s', -5)).toBe(0);
    expect(clampChannel('v', Number.NaN)).toBe(0);
  });

  it('converts between hex and HSV', () => {
    expect(hexToHsv('#ff0000')).toEqual({ h: 0, s: 100, v: 100 });
    expect(hsvToHex({ h: 120, s: 100, v: 100 })).toBe('#00ff00');
    expect(hsvToHex({ h: 0, s: 0, v: 100 })).toBe('#ffffff');
    expect(hsvToHex(hexToHsv('#1f93ff'))).toBe('#1f93ff');
  });
});
