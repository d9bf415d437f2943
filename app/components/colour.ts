/** Hex colours for the colour picker: alpha is always 1, so only #rrggbb is emitted. */

/** #rgb or #rrggbb (the # optional) → #rrggbb lower-case; anything else → null. */
export const parseHex = (input: string): string | null => {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${digits.toLowerCase()}`;
};

export interface THsv {
  h: number;
  s: number;
  v: number;
}

/** Caps of the numeric inputs: hue 360, saturation and value 100 (alpha stays 1). */
export const CHANNEL_MAX = { h: 360, s: 100, v: 100 } as const;

export const clampChannel = (channel: keyof THsv, value: number) =>
  Number.isFinite(value) ? Math.min(CHANNEL_MAX[channel], Math.max(0, Math.round(value))) : 0;

export const hexToHsv = (hex: string): THsv => {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  return {
    h: Math.round((h * 60 + 360) % 360),
    s: Math.round(max === 0 ? 0 : (d / max) * 100),
    v: Math.round(max * 100),
  };
};

export const hsvToHex = ({ h, s, v }: THsv): string => {
  const sat = clampChannel('s', s) / 100;
  const val = clampChannel('v', v) / 100;
  const hue = clampChannel('h', h) % 360;
  const f = (k: number) => {
    const x = (k + hue / 60) % 6;
    return val - val * sat * Math.max(0, Math.min(x, 4 - x, 1));
  };
  return `#${[f(5), f(3), f(1)]
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};
