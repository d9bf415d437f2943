/**
 * WCAG 2 contrast arithmetic for colours an administrator picks (the widget colour): which text colour,
 * black or white, stays readable on it. Whichever of the two contrasts more is always at least 4.58:1
 * (the worst case is a background whose luminance sits where both ratios meet), so any colour passes
 * WCAG AA for normal text.
 */

export const TEXT_ON_DARK = '#ffffff';
export const TEXT_ON_LIGHT = '#000000';

/** #rgb or #rrggbb (case-insensitive) → its three channels 0–255; null for anything else. */
const channels = (hex: string): [number, number, number] | null => {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** WCAG 2 relative luminance, 0 (black) to 1 (white); null when the colour is not a hex colour. */
export const relativeLuminance = (hex: string): number | null => {
  const rgb = channels(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG 2 contrast ratio of two hex colours (1 to 21); null when either is not a hex colour. */
export const contrastRatio = (a: string, b: string): number | null => {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return la === null || lb === null ? null : ratio(la, lb);
};

/** Black or white, whichever reads better on `background`; white when the colour cannot be read. */
export const readableTextOn = (background: string): typeof TEXT_ON_DARK | typeof TEXT_ON_LIGHT => {
  const l = relativeLuminance(background);
  if (l === null) return TEXT_ON_DARK;
  return ratio(l, 1) >= ratio(l, 0) ? TEXT_ON_DARK : TEXT_ON_LIGHT;
};

const hex2 = (c: number) => Math.round(c).toString(16).padStart(2, '0');

/**
 * `color` itself when it already reaches `min` against `background`; otherwise mixed towards black (on a
 * light background) or white (on a dark one) in 5% steps until it does — the same hue, deep enough for
 * text, links and focus outlines in the brand colour. Colours it cannot read come back unchanged.
 */
export const inkOn = (color: string, background: string, min = 4.5): string => {
  const rgb = channels(color);
  if (!rgb || relativeLuminance(background) === null) return color;
  const toward = readableTextOn(background) === TEXT_ON_DARK ? 255 : 0;
  for (let step = 0; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = `#${rgb.map((c) => hex2(c + (toward - c) * t)).join('')}`;
    if ((contrastRatio(mixed, background) ?? 0) >= min) return mixed;
  }
  return toward === 255 ? '#ffffff' : '#000000';
};
