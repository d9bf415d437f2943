import { describe, expect, it } from 'vitest';
import { articleInput, canCreate, draftOf } from './articleDraft.ts';

describe('article draft', () => {
  it('starts a new article as a draft by the current user', () => {
    expect(draftOf(null, 7)).toMatchObject({ status: 'draft', author_id: 7, title: '', category_id: null });
  });

  it('sends the SEO fields as meta and leaves an empty slug to the server', () => {
    const input = articleInput({ ...draftOf(null, 7), title: ' Hi ', meta_title: 'SEO', slug: '' }, 'ar');
    expect(input).toMatchObject({ title: 'Hi', locale: 'ar', meta: { title: 'SEO', description: '' } });
    expect(input).not.toHaveProperty('slug');
    expect(articleInput({ ...draftOf(null, 7), slug: 'a-b' }, 'en').slug).toBe('a-b');
  });

  it('creates only once a title is typed', () => {
    expect(canCreate(draftOf(null, 1))).toBe(false);
    expect(canCreate({ ...draftOf(null, 1), title: 'x' })).toBe(true);
  });
});
