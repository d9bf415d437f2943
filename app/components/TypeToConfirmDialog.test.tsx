// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../test/testI18n.ts';
import { isTypedConfirmation, TypeToConfirmDialog } from './TypeToConfirmDialog.tsx';

beforeAll(testI18n);
afterEach(cleanup);

describe('isTypedConfirmation', () => {
  it('needs a non-empty, exact match', () => {
    expect(isTypedConfirmation('', '')).toBe(false);
    expect(isTypedConfirmation('Acme', 'Acme')).toBe(true);
    expect(isTypedConfirmation('acme', 'Acme')).toBe(false);
    expect(isTypedConfirmation('Acme ', 'Acme')).toBe(false);
  });
});

describe('TypeToConfirmDialog', () => {
  it('keeps confirm disabled and the field in error until the value matches', () => {
    const onConfirm = vi.fn();
    render(
      <TypeToConfirmDialog
        open
        title="Delete inbox"
        confirmValue="Support"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onClose={() => undefined}
      />,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    const field = screen.getByRole('textbox');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'Suppor' } });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: 'Support' } });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
