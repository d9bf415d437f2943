import { describe, expect, it } from 'vitest';
import { appendSignature, applySignature, cleanSignature, hasSignature, removeSignature } from './signature.ts';

const sig = 'Best,\n\nAna  \nhttps://help.example.test';

describe('message signature', () => {
  it('is written the way the editor writes it back', () => {
    expect(cleanSignature(sig)).toBe('Best,\nAna\n[https://help.example.test](https://help.example.test)');
    expect(cleanSignature('  ')).toBe('');
    expect(cleanSignature(null)).toBe('');
  });

  it('is appended once after a delimiter, also to an empty reply', () => {
    const once = appendSignature('Hello', sig);
    expect(once).toBe(`Hello\n\n--\n${cleanSignature(sig)}`);
    expect(appendSignature(once, sig)).toBe(once);
    expect(appendSignature('', sig)).toBe(`\n\n--\n${cleanSignature(sig)}`);
    expect(appendSignature('Hello', '')).toBe('Hello');
  });

  it('is found after the editor reflowed it (blank lines dropped, spaces collapsed)', () => {
    const reflowed = `Hello\n--\nBest,\nAna   \n${'[https://help.example.test](https://help.example.test)'}`;
    expect(hasSignature(reflowed, sig)).toBe(true);
    expect(appendSignature(reflowed, sig)).toBe(reflowed);
    expect(removeSignature(reflowed, sig)).toBe('Hello');
  });

  it('is removed with its delimiter, keeping what was typed before and after', () => {
    expect(removeSignature(appendSignature('Hello', sig), sig)).toBe('Hello');
    expect(removeSignature(appendSignature('', sig), sig)).toBe('');
    expect(removeSignature(`Hi\n--\n${cleanSignature(sig)}\nP.S. more`, sig)).toBe('Hi\nP.S. more');
    expect(removeSignature('No signature here', sig)).toBe('No signature here');
    // A line "--" the agent typed themselves stays when it is not the signature's.
    expect(removeSignature('a\n--\nb', sig)).toBe('a\n--\nb');
  });

  it('toggles on and off', () => {
    const on = applySignature('Hi', sig, true);
    expect(applySignature(on, sig, true)).toBe(on);
    expect(applySignature(on, sig, false)).toBe('Hi');
  });
});
