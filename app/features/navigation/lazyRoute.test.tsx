// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en, testI18n } from '../../test/testI18n.ts';
import { lazyPage } from './lazyPage.ts';
import { lazyRoute } from './lazyRoute.tsx';

beforeAll(testI18n);
afterEach(cleanup);

const shellWith = (page: Parameters<typeof lazyRoute>[0]) => {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <nav aria-label="Main">
            <Link to="/contacts">Contacts</Link>
          </nav>
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <h1>Conversations</h1> },
        { path: '/contacts', ...lazyRoute(page, (p) => <main>{p}</main>) },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
};

describe('lazyRoute', () => {
  it('draws the page inside its wrapper once the chunk is in', async () => {
    shellWith(
      lazyPage(
        () => Promise.resolve({ ContactsPage: () => <h1>Contacts</h1> }),
        (m) => <m.ContactsPage />,
      ),
    );
    expect((await screen.findByRole('main')).textContent).toBe('Contacts');
  });

  it('shows the error inside the shell when the chunk cannot be fetched, with a way to try again', async () => {
    shellWith(
      lazyPage(
        () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        () => null,
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(en.common.loadFailed);
    expect(screen.getByRole('button', { name: en.common.retry })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
