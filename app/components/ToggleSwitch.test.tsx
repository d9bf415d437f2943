// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToggleSwitch } from './ToggleSwitch.tsx';

afterEach(cleanup);

describe('ToggleSwitch', () => {
  it('is a named switch that reports its state', () => {
    render(<ToggleSwitch checked label="Enter to send" onChange={() => undefined} />);
    expect(screen.getByRole('switch', { name: 'Enter to send' }).getAttribute('aria-checked')).toBe('true');
  });

  it('emits the flipped value on click', () => {
    const onChange = vi.fn();
    const { rerender } = render(<ToggleSwitch checked={false} label="x" onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<ToggleSwitch checked label="x" onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('does nothing while disabled', () => {
    const onChange = vi.fn();
    render(<ToggleSwitch checked={false} disabled label="x" onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
