import { describe, expect, it } from 'vitest';
import { ROUTES } from './features/navigation/routeTable.ts';
import { PAGES } from './pages.tsx';

/** Pages outside an account: the router names them; the route table holds the account's pages. */
const OUTSIDE_AN_ACCOUNT = ['login', 'auth_signup', 'auth_reset_password', 'auth_password_edit', 'auth_confirmation'];

describe('PAGES', () => {
  it('names only routes that exist, so a typo never leaves a page on its placeholder', () => {
    const known = new Set([...ROUTES.map((r) => r.name), ...OUTSIDE_AN_ACCOUNT, 'no_accounts']);
    expect(Object.keys(PAGES).filter((name) => !known.has(name))).toEqual([]);
  });
});
