// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/testI18n.ts';
import { ToastProvider } from '../ToastProvider.tsx';
import { CodeSnippet, PLAYGROUND_URL } from './CodeSnippet.tsx';

beforeAll(testI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (props: Parameters<typeof CodeSnippet>[0]) =>
  render(
    <ToastProvider>
      <CodeSnippet {...props} />
    </ToastProvider>,
  );

const stubClipboard = (writeText: (text: string) => Promise<void>) => {
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
};

describe('CodeSnippet', () => {
  it('shows nothing for an empty script', () => {
    const { container } = show({ script: '  \n ' });
    expect(container.querySelector('pre')).toBeNull();
  });

  it('is a named region in the tab order, so a keyboard can scroll a long line', () => {
    show({ script: 'let a = 1;' });
    const region = screen.getByRole('region', { name: 'Code' });
    expect(region.tagName).toBe('PRE');
    expect(region.tabIndex).toBe(0);
  });

  it('shows the dedented script and copies it with a toast', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    show({ script: '\n    let a = 1;\n      a++;\n' });
    expect(document.querySelector('code')?.textContent).toBe('let a = 1;\n  a++;');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('let a = 1;\n  a++;');
    expect(screen.getByRole('status').textContent).toContain('Code copied to the clipboard');
  });

  it('says why a copy failed', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    show({ script: 'x' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toContain('Unable to copy text to clipboard: denied');
  });

  it('hides the playground button by default and posts a private payload when enabled', () => {
    show({ script: 'x()' });
    expect(screen.queryByRole('button', { name: 'Open in a playground' })).toBeNull();
    cleanup();
    show({ script: 'x()', enablePlayground: true, playgroundTitle: 'Widget' });
    expect(screen.getByRole('button', { name: 'Open in a playground' })).toBeTruthy();
    const form = document.querySelector('form');
    expect(form?.getAttribute('action')).toBe(PLAYGROUND_URL);
    expect(form?.getAttribute('target')).toBe('_blank');
    const data = (form?.querySelector('input[name="data"]') as HTMLInputElement).value;
    expect(JSON.parse(data)).toEqual({ title: 'Widget', private: true, js: 'x()' });
  });
});
