// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../test/testI18n.ts';
import { ColorPicker } from './ColorPicker.tsx';

beforeAll(testI18n);
afterEach(cleanup);

describe('ColorPicker', () => {
  it('starts empty by default', () => {
    render(<ColorPicker label="Colour" onChange={() => undefined} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Hex code of Colour' }).value).toBe('');
  });

  it('opens on the swatch and closes on an outside click', async () => {
    render(
      <div>
        <p>outside</p>
        <ColorPicker label="Colour" value="#1f93ff" onChange={() => undefined} />
      </div>,
    );
    const swatch = screen.getByRole('button', { name: 'Colour' });
    fireEvent.click(swatch);
    expect(screen.getByRole('dialog', { name: 'Colour' })).toBeTruthy();
    expect(swatch.getAttribute('aria-expanded')).toBe('true');
    // An outside press closes it (Radix listens from the next tick after opening).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.pointerDown(screen.getByText('outside'));
    fireEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(swatch);
    fireEvent.click(swatch);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('emits a typed hex only when it parses, as #rrggbb', () => {
    const onChange = vi.fn();
    render(<ColorPicker label="Colour" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Hex code of Colour' });
    fireEvent.change(input, { target: { value: '#12' } });
    fireEvent.change(input, { target: { value: 'blue' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '#ABC' } });
    expect(onChange).toHaveBeenLastCalledWith('#aabbcc');
  });

  it('caps the numeric inputs and emits only hex (no alpha input)', () => {
    const onChange = vi.fn();
    render(<ColorPicker label="Colour" value="#ff0000" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Colour' }));
    expect(screen.queryByLabelText(/alpha/i)).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Saturation' }), { target: { value: '250' } });
    expect(onChange).toHaveBeenLastCalledWith('#ff0000');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Value' }), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith('#800000');
  });
});
