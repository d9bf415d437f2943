import { describe, expect, it } from 'vitest';
import { chunkPages, chunkText } from './chunking.ts';

const para = (n: number, size = 400) => `Paragraph ${n} ` + 'word '.repeat(Math.floor(size / 5));

describe('chunkText', () => {
  it('keeps a short text whole', () => {
    expect(chunkText('One.\n\nTwo.')).toEqual(['One.\n\nTwo.']);
    expect(chunkText('   ')).toEqual([]);
  });

  it('cuts on paragraph boundaries near the size, each chunk starting with the end of the one before', () => {
    const text = Array.from({ length: 20 }, (_, i) => para(i)).join('\n\n');
    const chunks = chunkText(text, 3000, 300);
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(3000 + 450);
    for (let i = 1; i < chunks.length; i++) {
      const firstOfNext = chunks[i]?.split('\n\n')[0] ?? '';
      expect(chunks[i - 1]).toContain(firstOfNext);
    }
    // Every paragraph is in some chunk.
    for (let i = 0; i < 20; i++) expect(chunks.some((c) => c.includes(`Paragraph ${i} `))).toBe(true);
  });

  it('cuts a paragraph longer than a chunk at sentences', () => {
    const long = Array.from({ length: 100 }, (_, i) => `Sentence number ${i} says something.`).join(' ');
    const chunks = chunkText(long, 1000, 100);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((c) => c.length <= 1200)).toBe(true);
    expect(chunks[1]).toMatch(/^Sentence number \d+ says something\./);
  });

  it('gives each chunk its page’s title and url', () => {
    const chunks = chunkPages([
      { title: 'A', url: 'https://x.test/a', text: 'Alpha.' },
      { title: 'B', url: null, text: 'Beta.' },
    ]);
    expect(chunks).toEqual([
      { title: 'A', url: 'https://x.test/a', content: 'Alpha.' },
      { title: 'B', url: null, content: 'Beta.' },
    ]);
  });
});
