// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../test/testI18n.ts';
import { ConfirmDialog, type TConfirmOptions } from './ConfirmDialog.tsx';
import { useConfirmation } from './useConfirmation.ts';

beforeAll(testI18n);
afterEach(cleanup);

/** Opens a confirmation on mount and records what it resolved to. */
const Harness = ({ options, onSettled }: { options: TConfirmOptions; onSettled: (v: boolean) => void }) => {
  const { confirm, dialogProps } = useConfirmation();
  useEffect(() => {
    void confirm(options).then(onSettled);
  }, [confirm, options, onSettled]);
  return <ConfirmDialog {...dialogProps} />;
};

const ask = (options: TConfirmOptions = { title: 'Delete the label?' }) => {
  const results: boolean[] = [];
  render(<Harness options={options} onSettled={(v) => results.push(v)} />);
  return results;
};

const flush = () => act(() => Promise.resolve());

describe('confirmation dialog', () => {
  it('defaults its buttons to Yes and No', () => {
    ask();
    expect(screen.getByRole('dialog', { name: 'Delete the label?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
  });

  it('uses the given labels', () => {
    ask({ title: 'Leave?', confirmLabel: 'Leave', cancelLabel: 'Stay' });
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stay' })).toBeTruthy();
  });

  it('resolves true on confirm', async () => {
    const results = ask();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await flush();
    expect(results).toEqual([true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on cancel', async () => {
    const results = ask();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await flush();
    expect(results).toEqual([false]);
  });

  it('resolves false on close and on Escape', async () => {
    const closed = ask();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(closed).toEqual([false]);
    cleanup();
    const escaped = ask();
    fireEvent.keyDown(document, { key: 'Escape' });
    await flush();
    expect(escaped).toEqual([false]);
  });
});
