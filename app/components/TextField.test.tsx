// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField.tsx';
import { TextField } from './TextField.tsx';

afterEach(cleanup);

describe('text fields in a right-to-left page', () => {
  it('take their direction from what is typed (dir="auto"), so Latin text keeps its punctuation', () => {
    render(
      <div dir="rtl">
        <TextField label="Email" defaultValue="ada@example.com." />
        <TextAreaField label="Note" defaultValue="Hello, world!" />
      </div>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('textbox', { name: 'Note' }).getAttribute('dir')).toBe('auto');
  });

  it('lets a caller fix the direction', () => {
    render(<TextField label="Phone" dir="ltr" />);
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('dir')).toBe('ltr');
  });
});
