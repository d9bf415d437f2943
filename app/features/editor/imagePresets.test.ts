import { describe, expect, it } from 'vitest';
import { docToMarkdown } from './editorMarkdown.ts';
import { imageHeightOf, imagePresetOf, withImagePreset } from './imagePresets.ts';

const url = 'http://h.test/uploads/accounts/1/uploads/a.png';

describe('image size presets', () => {
  it('puts the preset height in the URL, replacing an earlier one, keeping other parameters', () => {
    expect(withImagePreset(url, 'small')).toBe(`${url}?cw_image_height=24px`);
    expect(withImagePreset(`${url}?cw_image_height=24px`, 'large')).toBe(`${url}?cw_image_height=72px`);
    expect(withImagePreset(`${url}?v=2#top`, 'medium')).toBe(`${url}?v=2&cw_image_height=48px#top`);
  });

  it('Original Size removes the height', () => {
    expect(withImagePreset(`${url}?cw_image_height=48px`, 'original')).toBe(url);
    expect(withImagePreset(`${url}?v=2&cw_image_height=48px`, 'original')).toBe(`${url}?v=2`);
  });

  it('reads the height and the preset back, refusing anything but whole pixels', () => {
    expect(imageHeightOf(`${url}?cw_image_height=72px`)).toBe('72px');
    expect(imagePresetOf(`${url}?cw_image_height=72px`)).toBe('large');
    expect(imagePresetOf(url)).toBe('original');
    expect(imageHeightOf(`${url}?cw_image_height=1px;background:red`)).toBeNull();
    expect(imagePresetOf(`${url}?cw_image_height=30px`)).toBeNull();
  });

  it('survives into the markdown the editor sends', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Look ' },
            { type: 'image', attrs: { src: withImagePreset(url, 'medium'), alt: 'a.png' } },
          ],
        },
      ],
    };
    expect(docToMarkdown(doc)).toBe(`Look ![a.png](${url}?cw_image_height=48px)`);
  });
});
