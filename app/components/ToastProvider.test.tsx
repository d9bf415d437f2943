// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../test/testI18n.ts';
import { TOAST_MS, ToastProvider } from './ToastProvider.tsx';
import { useToast } from './useToast.ts';

beforeAll(testI18n);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Trigger = ({ message }: { message: string }) => {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message)}>
      show
    </button>
  );
};

describe('toast', () => {
  it('lasts 2500 ms', () => {
    expect(TOAST_MS).toBe(2500);
    render(
      <ToastProvider>
        <Trigger message="Saved" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => {
      vi.advanceTimersByTime(2499);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is at most 25rem wide and can be dismissed', () => {
    render(
      <ToastProvider>
        <Trigger message="Copied" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('status').className).toContain('max-w-[25rem]');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the same message once: a repeat replaces it and starts its time over', () => {
    render(
      <ToastProvider>
        <Trigger message="Push is not supported" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
