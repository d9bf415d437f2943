// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/testI18n.ts';
import { PhoneInput } from './PhoneInput.tsx';

beforeAll(testI18n);
afterEach(cleanup);

const setup = (value: string | null = null) => {
  const onChange = vi.fn();
  const onSetCode = vi.fn();
  render(<PhoneInput label="Phone number" value={value} onChange={onChange} onSetCode={onSetCode} />);
  return { onChange, onSetCode };
};

const options = () => screen.getAllByRole('option');
const highlighted = () => options().find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;

describe('PhoneInput', () => {
  it('shows an international value as country plus national number', () => {
    setup('+442071234567');
    expect(screen.getByRole('button', { name: /United Kingdom \(\+44\)/ })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' }).value).toBe('2071234567');
  });

  it('keeps a value that does not parse as typed', () => {
    setup('0207 123');
    expect(screen.getByRole('button', { name: 'Select Country' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' }).value).toBe('0207 123');
  });

  it("labels the first entry 'Select Country' with none chosen and 'Clear selection' with one", () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Select Country' }));
    expect(screen.getAllByRole('button', { name: 'Select Country' })).toHaveLength(2);
    cleanup();
    setup('+442071234567');
    fireEvent.click(screen.getByRole('button', { name: /United Kingdom/ }));
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeTruthy();
  });

  it('searches, resets the highlight, moves it round the ends (the combobox model) and picks with Enter', async () => {
    const { onChange, onSetCode } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Select Country' }));
    const search = screen.getByRole('combobox', { name: 'Search country' });
    fireEvent.change(search, { target: { value: 'ind' } });
    expect(highlighted()).toContain(options()[0]?.textContent ?? 'x');
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(highlighted()).toBe(options().at(-1)?.textContent);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(highlighted()).toBe(options()[0]?.textContent);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(highlighted()).toBe(options()[1]?.textContent);
    fireEvent.change(search, { target: { value: 'INDONESIA' } });
    expect(options()).toHaveLength(1);
    expect(highlighted()).toContain('Indonesia');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(highlighted()).toContain('Indonesia');
    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter' });
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(onSetCode).toHaveBeenCalledWith('+62');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone number' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '98765' } });
    expect(onChange).toHaveBeenLastCalledWith('+6298765');
  });

  it('finds a country by dial code or code and closes on an outside click', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Select Country' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '+33' } });
    expect(options().map((o) => o.textContent)).toEqual([expect.stringContaining('France')]);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'fr' } });
    expect(options().some((o) => o.textContent?.includes('France'))).toBe(true);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('clears the country with the first entry', () => {
    const { onSetCode } = setup('+442071234567');
    fireEvent.click(screen.getByRole('button', { name: /United Kingdom/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onSetCode).toHaveBeenCalledWith('');
    expect(screen.getByRole('button', { name: 'Select Country' })).toBeTruthy();
  });
});
