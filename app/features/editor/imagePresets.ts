import { IMAGE_SIZE_PRESETS } from './editorHelpers.ts';

/**
 * Inline image sizes (part 2 §2 "Editor"): the chosen height travels in the image URL as Chatwoot's
 * `cw_image_height` query parameter, so the stored markdown `![alt](url?cw_image_height=48px)` keeps it
 * and every renderer can show the image at that height. Original Size removes the parameter.
 */
export const IMAGE_HEIGHT_PARAM = 'cw_image_height';
export type TImagePreset = keyof typeof IMAGE_SIZE_PRESETS;
export const IMAGE_PRESET_KEYS = Object.keys(IMAGE_SIZE_PRESETS) as TImagePreset[];

const HEIGHT = /^\d{1,4}px$/;

const split = (src: string) => {
  const hash = src.indexOf('#');
  const base = hash === -1 ? src : src.slice(0, hash);
  const fragment = hash === -1 ? '' : src.slice(hash);
  const q = base.indexOf('?');
  return { path: q === -1 ? base : base.slice(0, q), query: q === -1 ? '' : base.slice(q + 1), fragment };
};

/** The src with the preset's height (or without any, for Original Size); other query parameters kept. */
export const withImagePreset = (src: string, preset: TImagePreset) => {
  const { path, query, fragment } = split(src);
  const params = query.split('&').filter((p) => p !== '' && p.split('=')[0] !== IMAGE_HEIGHT_PARAM);
  const height = IMAGE_SIZE_PRESETS[preset];
  if (height) params.push(`${IMAGE_HEIGHT_PARAM}=${height}`);
  return `${path}${params.length ? `?${params.join('&')}` : ''}${fragment}`;
};

/** The height an image URL asks for ("48px"), or null; only whole pixel values are honoured. */
export const imageHeightOf = (src: string): string | null => {
  const { query } = split(src);
  for (const p of query.split('&')) {
    const [k, v] = p.split('=');
    if (k === IMAGE_HEIGHT_PARAM && v !== undefined) {
      const value = decodeURIComponent(v);
      return HEIGHT.test(value) ? value : null;
    }
  }
  return null;
};

/** Which preset an image URL is at (a height that is no preset counts as none). */
export const imagePresetOf = (src: string): TImagePreset | null => {
  const height = imageHeightOf(src) ?? '';
  return IMAGE_PRESET_KEYS.find((k) => IMAGE_SIZE_PRESETS[k] === height) ?? null;
};
