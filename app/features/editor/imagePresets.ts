import { IMAGE_HEIGHT_PARAM, imageHeightOf, splitUrl } from '../../../common/markdown.ts';
import { IMAGE_SIZE_PRESETS } from './editorHelpers.ts';

export { IMAGE_HEIGHT_PARAM, imageHeightOf };

/**
 * Inline image sizes (part 2 §2 "Editor"): the chosen height travels in the image URL as Chatwoot's
 * `cw_image_height` query parameter, so the stored markdown `![alt](url?cw_image_height=48px)` keeps it
 * and every renderer can show the image at that height. Original Size removes the parameter.
 */
export type TImagePreset = keyof typeof IMAGE_SIZE_PRESETS;
export const IMAGE_PRESET_KEYS = Object.keys(IMAGE_SIZE_PRESETS) as TImagePreset[];

/** The src with the preset's height (or without any, for Original Size); other query parameters kept. */
export const withImagePreset = (src: string, preset: TImagePreset) => {
  const { path, query, fragment } = splitUrl(src);
  const params = query.split('&').filter((p) => p !== '' && p.split('=')[0] !== IMAGE_HEIGHT_PARAM);
  const height = IMAGE_SIZE_PRESETS[preset];
  if (height) params.push(`${IMAGE_HEIGHT_PARAM}=${height}`);
  return `${path}${params.length ? `?${params.join('&')}` : ''}${fragment}`;
};

/** Which preset an image URL is at (a height that is no preset counts as none). */
export const imagePresetOf = (src: string): TImagePreset | null => {
  const height = imageHeightOf(src) ?? '';
  return IMAGE_PRESET_KEYS.find((k) => IMAGE_SIZE_PRESETS[k] === height) ?? null;
};
