// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAccount } from '../../../common/contracts/accounts.ts';
import type { TCurrentUser, TUserAccount } from '../../../common/contracts/profile.ts';
import { ToastProvider } from '../../components/ToastProvider.tsx';
import { membership } from '../../test/AccountTestProvider.tsx';
import { en, testI18n } from '../../test/testI18n.ts';
import { CurrentAccountContext } from '../accounts/accountContext.ts';
import { accountKeys } from '../accounts/accountQueries.ts';
import { authKeys, type TInstallation } from '../auth/authApi.ts';
import { BannerStack } from './BannerStack.tsx';
import { dismissedUpdates } from './dismissedUpdates.ts';

beforeAll(testI18n);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const longAgo = new Date(Date.now() - 60 * 86_400_000).toISOString();

const show = (opts: {
  deployment: string;
  account?: TUserAccount;
  confirmed?: boolean;
  details?: Partial<TAccount>;
}) => {
  const account = opts.account ?? membership();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData<TInstallation>(authKeys.installation, {
    signup_enabled: true,
    fresh_install: false,
    deployment: opts.deployment,
    version: '1.0.0',
    smtp_configured: true,
  });
  const details = {
    id: account.id,
    created_at: longAgo,
    latest_chatwoot_version: '1.1.0',
    custom_attributes: { subscription_status: 'past_due' },
    limits: { conversation: { allowed: 10, consumed: 11 }, non_web_inboxes: { allowed: null, consumed: 0 } },
    features: {},
    ...opts.details,
  } as TAccount;
  client.setQueryData(accountKeys.detail(account.id), details);
  client.setQueryData(accountKeys.limits(account.id), { id: account.id, limits: details.limits });
  const user = { id: 1, email: 'ada@example.test', confirmed: opts.confirmed ?? true, accounts: [account] };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ToastProvider>
          <CurrentAccountContext value={{ user: user as unknown as TCurrentUser, account }}>
            <BannerStack />
          </CurrentAccountContext>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const banner = (name: string) => screen.queryByRole('region', { name });
/** Banners are lazy chunks: wait for one that shows before asserting which others do not. */
const shown = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('BannerStack', () => {
  it('shows update, usage-limit and payment banners to a cloud administrator', async () => {
    show({ deployment: 'cloud' });
    await shown(en.banner.updateTitle);
    await shown(en.banner.limitTitle);
    await shown(en.banner.paymentTitle);
    expect(banner(en.banner.emailNotVerified)).toBeNull();
  });

  it('shows only the update banner on a self-hosted installation', async () => {
    show({ deployment: 'self_hosted' });
    await shown(en.banner.updateTitle);
    expect(banner(en.banner.limitTitle)).toBeNull();
    expect(banner(en.banner.paymentTitle)).toBeNull();
  });

  it('shows agents only the usage limit, and the email banner while unconfirmed', async () => {
    show({ deployment: 'cloud', account: membership({ role: 'agent' }), confirmed: false });
    await shown(en.banner.limitTitle);
    await shown(en.banner.emailNotVerified);
    expect(banner(en.banner.updateTitle)).toBeNull();
    expect(banner(en.banner.paymentTitle)).toBeNull();
  });

  it('keeps the usage-limit banner away during the 15-day trial', async () => {
    show({ deployment: 'cloud', details: { created_at: new Date().toISOString() } });
    await shown(en.banner.updateTitle);
    expect(banner(en.banner.limitTitle)).toBeNull();
  });

  it('remembers a dismissed version locally', async () => {
    show({ deployment: 'self_hosted' });
    const update = await shown(en.banner.updateTitle);
    fireEvent.click(update.querySelector('button[aria-label="Dismiss"]') as HTMLElement);
    expect(banner(en.banner.updateTitle)).toBeNull();
    expect(dismissedUpdates()).toEqual(['1.1.0']);
    cleanup();
    show({ deployment: 'self_hosted', confirmed: false });
    await shown(en.banner.emailNotVerified);
    expect(banner(en.banner.updateTitle)).toBeNull();
  });
});
