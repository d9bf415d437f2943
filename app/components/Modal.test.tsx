// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../test/testI18n.ts';
import { Modal } from './Modal.tsx';

beforeAll(testI18n);
afterEach(cleanup);

const open = (props: Partial<Parameters<typeof Modal>[0]> = {}) => {
  const onClose = vi.fn();
  render(
    <Modal show onClose={onClose} label="Settings" {...props}>
      <input aria-label="Name" />
    </Modal>,
  );
  return onClose;
};

describe('Modal', () => {
  it('renders only while show is true', () => {
    const { rerender } = render(
      <Modal show={false} onClose={() => undefined} label="Settings">
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Modal show onClose={() => undefined} label="Settings">
        body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });

  it('closes on Escape and on the close button', () => {
    const onClose = open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on a backdrop click only when allowed', () => {
    const allowed = open();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(allowed).toHaveBeenCalledTimes(1);
    cleanup();
    const refused = open({ closeOnBackdropClick: false });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(refused).not.toHaveBeenCalled();
  });

  it('can hide its close button', () => {
    open({ showCloseButton: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('is 37.5rem wide by default, full width on request, or the given size', () => {
    open();
    expect(screen.getByRole('dialog').className).toContain('max-w-[37.5rem]');
    cleanup();
    open({ fullWidth: true });
    expect(screen.getByRole('dialog').className).toContain('max-w-none');
    cleanup();
    open({ size: 'max-w-sm' });
    expect(screen.getByRole('dialog').className).toContain('max-w-sm');
    expect(screen.getByRole('dialog').className).not.toContain('37.5rem');
  });

  it('is centered by default or right-aligned', () => {
    open();
    expect(document.querySelector('[data-modal-type]')?.getAttribute('data-modal-type')).toBe('centered');
    cleanup();
    open({ type: 'right-aligned' });
    expect(document.querySelector('[data-modal-type]')?.getAttribute('data-modal-type')).toBe('right-aligned');
  });

  it('moves focus in and lets only the top modal answer Escape', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal show onClose={outer} label="Outer">
          <input aria-label="Outer field" />
        </Modal>
        <Modal show onClose={inner} label="Inner">
          <input aria-label="Inner field" />
        </Modal>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Inner field'));
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('gives focus back to what had it when it closes', async () => {
    const Harness = ({ show }: { show: boolean }) => (
      <>
        <button type="button">Open</button>
        <Modal show={show} onClose={() => undefined} label="Settings">
          <input aria-label="Name" />
        </Modal>
      </>
    );
    const { rerender } = render(<Harness show={false} />);
    screen.getByRole('button', { name: 'Open' }).focus();
    rerender(<Harness show />);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    rerender(<Harness show={false} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })));
  });
});
