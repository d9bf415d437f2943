import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './uploads.ts';

describe('imageTypeOf', () => {
  it('recognises the allowed image formats by their bytes', () => {
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(imageTypeOf(Buffer.from('GIF89a...'))?.ext).toBe('gif');
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.ext).toBe('webp');
  });

  it('rejects anything else, whatever it claims to be', () => {
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(imageTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
