import { describe, expect, it } from 'vitest';
import {
  isLimitExceeded,
  isNewerVersion,
  isTrial,
  showPaymentPendingBanner,
  showUpdateBanner,
  showUsageLimitBanner,
} from './bannerRules.ts';

const now = new Date('2026-05-20T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
const limits = (conversation: [number | null, number], inboxes: [number | null, number] = [null, 0]) => ({
  conversation: { allowed: conversation[0], consumed: conversation[1] },
  non_web_inboxes: { allowed: inboxes[0], consumed: inboxes[1] },
});

describe('update banner', () => {
  it('compares versions numerically', () => {
    expect(isNewerVersion('1.10.0', '1.9.3')).toBe(true);
    expect(isNewerVersion('v2.0.0', '1.99.99')).toBe(true);
    expect(isNewerVersion('1.2.3', '1.2.3')).toBe(false);
    expect(isNewerVersion('1.2.2', '1.2.3')).toBe(false);
    expect(isNewerVersion(null, '1.0.0')).toBe(false);
  });

  const base = { isAdmin: true, displayManifest: true, latestVersion: '0.2.0', currentVersion: '0.1.0', dismissed: [] };
  it('shows for administrators with the manifest on and a newer version', () => {
    expect(showUpdateBanner(base)).toBe(true);
  });
  it('hides for agents, with the manifest off, when up to date, or once dismissed', () => {
    expect(showUpdateBanner({ ...base, isAdmin: false })).toBe(false);
    expect(showUpdateBanner({ ...base, displayManifest: false })).toBe(false);
    expect(showUpdateBanner({ ...base, latestVersion: '0.1.0' })).toBe(false);
    expect(showUpdateBanner({ ...base, dismissed: ['0.2.0'] })).toBe(false);
    expect(showUpdateBanner({ ...base, latestVersion: '0.3.0', dismissed: ['0.2.0'] })).toBe(true);
  });
});

describe('usage limit banner', () => {
  it('counts the first 15 days as the trial', () => {
    expect(isTrial(daysAgo(14), now)).toBe(true);
    expect(isTrial(daysAgo(15), now)).toBe(false);
  });

  it('is exceeded when conversations or non-web inboxes pass their allowance', () => {
    expect(isLimitExceeded(limits([100, 100]))).toBe(false);
    expect(isLimitExceeded(limits([100, 101]))).toBe(true);
    expect(isLimitExceeded(limits([null, 10_000]))).toBe(false);
    expect(isLimitExceeded(limits([null, 0], [2, 3]))).toBe(true);
    expect(isLimitExceeded(null)).toBe(false);
  });

  it('shows only on the cloud, after the trial, over the limit', () => {
    const over = limits([10, 11]);
    expect(showUsageLimitBanner({ isCloud: true, createdAt: daysAgo(30), now, limits: over })).toBe(true);
    expect(showUsageLimitBanner({ isCloud: false, createdAt: daysAgo(30), now, limits: over })).toBe(false);
    expect(showUsageLimitBanner({ isCloud: true, createdAt: daysAgo(3), now, limits: over })).toBe(false);
    expect(showUsageLimitBanner({ isCloud: true, createdAt: daysAgo(30), now, limits: limits([10, 9]) })).toBe(false);
  });
});

describe('payment pending banner', () => {
  it('shows to cloud administrators whose subscription is past due', () => {
    const pastDue = { subscription_status: 'past_due' };
    expect(showPaymentPendingBanner({ isAdmin: true, isCloud: true, customAttributes: pastDue })).toBe(true);
    expect(showPaymentPendingBanner({ isAdmin: false, isCloud: true, customAttributes: pastDue })).toBe(false);
    expect(showPaymentPendingBanner({ isAdmin: true, isCloud: false, customAttributes: pastDue })).toBe(false);
    expect(
      showPaymentPendingBanner({ isAdmin: true, isCloud: true, customAttributes: { subscription_status: 'active' } }),
    ).toBe(false);
  });
});
