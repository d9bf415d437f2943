// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../../test/testI18n.ts';
import { NavigationProgress, SPINNER_DELAY_MS } from './NavigationProgress.tsx';

beforeAll(testI18n);
afterEach(cleanup);

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** A router whose /next page's chunk arrives when the test says so. */
const start = () => {
  let arrive = () => undefined as void;
  const chunk = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter([
    {
      element: <NavigationProgress />,
      children: [
        { path: '/', element: <Link to="/next">Contacts</Link> },
        {
          path: '/next',
          lazy: async () => {
            await chunk;
            return { element: <h1>Contacts page</h1> };
          },
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { arrive: () => act(() => Promise.resolve().then(arrive)) };
};

describe('NavigationProgress', () => {
  it('keeps the current page while a chunk loads, with a spinner only once the load is slow', async () => {
    const { arrive } = start();
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await sleep(SPINNER_DELAY_MS / 2);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contacts' })).toBeTruthy();

    await sleep(SPINNER_DELAY_MS);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('img', { name: 'Loading…' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contacts' })).toBeTruthy();

    await arrive();
    expect(await screen.findByRole('heading', { name: 'Contacts page' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows no spinner at all when the chunk comes quickly', async () => {
    const { arrive } = start();
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await sleep(SPINNER_DELAY_MS / 4);
    await arrive();
    expect(await screen.findByRole('heading', { name: 'Contacts page' })).toBeTruthy();
    await sleep(SPINNER_DELAY_MS);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
