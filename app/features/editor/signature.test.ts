import { describe, expect, it } from 'vitest';
import { cleanSignature, withSignature } from './signature.ts';

const sig = 'Best,\n\nAna  \nhttps://help.example.test';

describe('message signature', () => {
  it('is written the way the editor writes it back', () => {
    expect(cleanSignature(sig)).toBe('Best,\nAna\n[https://help.example.test](https://help.example.test)');
    expect(cleanSignature('  ')).toBe('');
    expect(cleanSignature(null)).toBe('');
  });

  it('is added on send after the typed text, as the editor wrote it back when it held the signature', () => {
    expect(withSignature('Thanks for waiting', 'Best regards,\nAgent Smith')).toBe(
      'Thanks for waiting\n--\nBest regards,\nAgent Smith',
    );
    expect(withSignature('Hi\n', sig)).toBe(`Hi\n--\n${cleanSignature(sig)}`);
    // Files only: the editor's empty first line stays, as before.
    expect(withSignature('', sig)).toBe(`\n--\n${cleanSignature(sig)}`);
    expect(withSignature('Hi', '  ')).toBe('Hi');
    expect(withSignature('Hi', null)).toBe('Hi');
  });
});
