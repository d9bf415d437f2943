// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TCurrentUser, TUserAccount } from '../../../common/contracts/profile.ts';
import { membership } from '../../test/AccountTestProvider.tsx';
import { en, testI18n } from '../../test/testI18n.ts';
import { CurrentAccountContext } from '../accounts/accountContext.ts';
import { accountKeys } from '../accounts/accountQueries.ts';
import { authKeys } from '../auth/authApi.ts';
import { routeByName } from './routeTable.ts';
import { RouteGate } from './RouteGate.tsx';

beforeAll(testI18n);
afterEach(cleanup);

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const gate = (name: string, opts: { account?: TUserAccount; features?: Record<string, boolean>; cloud?: boolean }) => {
  const account = opts.account ?? membership();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(authKeys.installation, { deployment: opts.cloud ? 'cloud' : 'self_hosted', version: '1' });
  client.setQueryData(accountKeys.detail(account.id), { id: account.id, features: opts.features ?? {} });
  const user = { id: 1, accounts: [account], type: null } as unknown as TCurrentUser;
  render(
    <QueryClientProvider client={client}>
      <CurrentAccountContext value={{ user, account }}>
        <MemoryRouter initialEntries={['/start']}>
          <Routes>
            <Route
              path="/start"
              element={
                <RouteGate route={routeByName(name)}>
                  <p>page</p>
                </RouteGate>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </CurrentAccountContext>
    </QueryClientProvider>,
  );
};

describe('RouteGate', () => {
  it('renders the page for a member with the permission and the feature', () => {
    gate('list_all_portals', { features: { help_center: true } });
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('sends a member lacking the permission to their first page', () => {
    gate('agent_list', { account: membership({ role: 'agent' }) });
    expect(screen.getByTestId('where').textContent).toBe('/accounts/7/dashboard');
  });

  it('shows the help-centre upgrade page when the feature is off: Upgrade on the cloud only', async () => {
    gate('list_all_portals', { features: { help_center: false } });
    // The upgrade page loads when first shown.
    expect(await screen.findByRole('heading', { level: 1, name: en.helpCenterUpgrade.title })).toBeTruthy();
    expect(screen.getByText(en.helpCenterUpgrade.selfHostedBody)).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.helpCenterUpgrade.upgrade })).toBeNull();
    for (const f of ['portals', 'locales', 'seo', 'api'] as const)
      expect(screen.getByText(en.helpCenterUpgrade.features[f].title)).toBeTruthy();
    cleanup();
    gate('list_all_portals', { features: { help_center: false }, cloud: true });
    expect(await screen.findByText(en.helpCenterUpgrade.cloudBody)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.helpCenterUpgrade.upgrade }).getAttribute('href')).toBe(
      '/accounts/7/settings/billing',
    );
    expect(screen.getByRole('link', { name: en.helpCenterUpgrade.learnMore })).toBeTruthy();
  });

  it('shows a plain notice for another feature that is off', () => {
    gate('inbox_view', { features: { inbox_view: false } });
    expect(screen.getByRole('heading', { name: en.featureDisabled.title })).toBeTruthy();
  });
});
