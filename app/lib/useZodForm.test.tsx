// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../test/testI18n.ts';
import { useZodForm } from './useZodForm.ts';

beforeAll(testI18n);
afterEach(cleanup);

const ZForm = z.object({ code: z.string().min(1), content: z.string().min(1) });

const Form = () => {
  const form = useZodForm(ZForm, { code: '', content: '' });
  const code = form.field('code');
  const content = form.field('content');
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <label>
        Code
        <input {...code} aria-invalid={code.error ? true : undefined} />
      </label>
      <label>
        Content
        <textarea
          name={content.name}
          value={content.value}
          onChange={(e) => form.setValue('content', e.target.value)}
          aria-invalid={content.error ? true : undefined}
        />
      </label>
      <button type="submit">Create</button>
    </form>
  );
};

/** Runs the frames requested so far. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('useZodForm submit focus', () => {
  it('moves focus to the first invalid field after a failed submit', async () => {
    render(<Form />);
    const create = screen.getByRole('button', { name: 'Create' });
    create.focus();
    fireEvent.submit(create.closest('form') as HTMLFormElement);
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });

  it('leaves focus alone when the person moved to another field before the frame came', async () => {
    render(<Form />);
    const create = screen.getByRole('button', { name: 'Create' });
    create.focus();
    fireEvent.submit(create.closest('form') as HTMLFormElement);
    // Before the next frame, the person clicks into Content and types there.
    const content = screen.getByLabelText('Content');
    content.focus();
    await nextFrame();
    expect(document.activeElement).toBe(content);
  });
});
