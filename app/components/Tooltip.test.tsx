// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../test/testI18n.ts';
import { loadPrimitives } from './primitives/usePrimitives.ts';
import { Tooltip } from './Tooltip.tsx';

beforeAll(async () => {
  await testI18n();
  // Radix's positioning measures its anchor; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

const draw = () =>
  render(
    <Tooltip label="Reports">
      <a href="/reports" aria-label="Reports">
        icon
      </a>
    </Tooltip>,
  );

describe('Tooltip', () => {
  it('shows its label on keyboard focus as the control’s description, and Escape hides it', async () => {
    draw();
    await act(loadPrimitives);
    const link = screen.getByRole('link', { name: 'Reports' });
    act(() => link.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Reports');
    expect(link.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
