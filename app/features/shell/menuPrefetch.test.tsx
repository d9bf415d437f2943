// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../../test/testI18n.ts';
import { RoutePrefetchContext } from '../navigation/routePrefetch.ts';
import { PrimaryNavLink } from './PrimaryNavLink.tsx';
import { SidebarLink } from '../navigation/SidebarLink.tsx';

beforeAll(testI18n);
afterEach(cleanup);

const withPrefetch = (ui: ReactNode) => {
  const asked: string[] = [];
  render(
    <RoutePrefetchContext value={(name) => asked.push(name)}>
      <MemoryRouter initialEntries={['/app/accounts/1/dashboard']}>{ui}</MemoryRouter>
    </RoutePrefetchContext>,
  );
  return asked;
};

describe('menu items start loading their page before the click', () => {
  it('a primary-sidebar item, on hover and on keyboard focus', () => {
    const asked = withPrefetch(
      <PrimaryNavLink
        to="/app/accounts/1/contacts"
        routeName="contacts_dashboard"
        icon="contacts"
        label="Contacts"
        isActive={false}
      />,
    );
    const link = screen.getByRole('link', { name: 'Contacts' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(asked).toEqual(['contacts_dashboard', 'contacts_dashboard']);
  });

  it('a settings-menu item, with the route it opens', () => {
    const asked = withPrefetch(
      <SidebarLink
        link={{
          key: 'labels',
          label: 'menu.settings.labels',
          isLabelKey: true,
          to: '/app/accounts/1/settings/labels/list',
          routeName: 'labels_list',
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Labels' });
    fireEvent.focus(link);
    fireEvent.mouseEnter(link);
    expect(asked).toEqual(['labels_list', 'labels_list']);
  });
});
