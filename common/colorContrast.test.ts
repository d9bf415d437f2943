import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  inkOn,
  readableTextOn,
  relativeLuminance,
  TEXT_ON_DARK,
  TEXT_ON_LIGHT,
} from './colorContrast.ts';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white, in either hex form', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
  });

  it('reads nothing but hex colours', () => {
    for (const bad of ['', 'red', '#12345', '#ggg', 'rgb(0,0,0)']) expect(relativeLuminance(bad)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG figures of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#0b78e3')).toBeCloseTo(4.37, 2);
    expect(contrastRatio('#ffffff', '#f97316')).toBeCloseTo(2.8, 1);
  });

  it('is symmetric and null for a colour it cannot read', () => {
    expect(contrastRatio('#1f93ff', '#0f172b')).toBe(contrastRatio('#0f172b', '#1f93ff'));
    expect(contrastRatio('#fff', 'blue')).toBeNull();
  });
});

describe('readableTextOn', () => {
  it('puts white on dark colours and black on light ones', () => {
    expect(readableTextOn('#1f2937')).toBe(TEXT_ON_DARK);
    expect(readableTextOn('#6D28D9')).toBe(TEXT_ON_DARK);
    expect(readableTextOn('#f97316')).toBe(TEXT_ON_LIGHT);
    expect(readableTextOn('#fde047')).toBe(TEXT_ON_LIGHT);
    expect(readableTextOn('#1f93ff')).toBe(TEXT_ON_LIGHT);
  });

  it('keeps white for a colour it cannot read', () => {
    expect(readableTextOn('not a colour')).toBe(TEXT_ON_DARK);
  });

  it('gives at least 4.5:1 on any colour an administrator can choose', () => {
    // Every 15th step of each channel (18³ colours) and every grey: the worst case is a mid grey.
    const steps = Array.from({ length: 18 }, (_, i) => i * 15);
    const hex = (r: number, g: number, b: number) =>
      `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    let worst = 21;
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) worst = Math.min(worst, contrastRatio(readableTextOn(hex(r, g, b)), hex(r, g, b)) ?? 0);
    for (let v = 0; v < 256; v += 1)
      worst = Math.min(worst, contrastRatio(readableTextOn(hex(v, v, v)), hex(v, v, v)) ?? 0);
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });
});

describe('inkOn', () => {
  it('keeps a colour that already reads on the background', () => {
    expect(inkOn('#6d28d9', '#ffffff')).toBe('#6d28d9');
    expect(inkOn('#fde047', '#111827')).toBe('#fde047');
  });

  it('deepens a light brand colour on white and lightens a dark one on a dark page, keeping the hue', () => {
    const onWhite = inkOn('#f97316', '#ffffff');
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(onWhite.slice(i, i + 2), 16));
    expect(r > g && g > b).toBe(true); // still an orange
    const onDark = inkOn('#1e3a8a', '#111827');
    expect(contrastRatio(onDark, '#111827')).toBeGreaterThanOrEqual(4.5);
  });

  it('meets a lower minimum for outlines and leaves unreadable input alone', () => {
    expect(contrastRatio(inkOn('#f97316', '#ffffff', 3), '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(inkOn('orange', '#ffffff')).toBe('orange');
  });
});
