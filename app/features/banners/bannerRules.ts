import type { TAccountLimits } from '../../../common/contracts/accounts.ts';
import { LIMITS } from '../../../common/limits.ts';

/** true when `latest` is a higher dotted version than `current` (1.10.0 > 1.9.3; suffixes ignored). */
export const isNewerVersion = (latest: string | null | undefined, current: string | null | undefined): boolean => {
  if (!latest || !current) return false;
  const parts = (v: string) =>
    v
      .replace(/^v/, '')
      .split(/[.+-]/)
      .slice(0, 3)
      .map((p) => Number.parseInt(p, 10) || 0);
  const [a, b] = [parts(latest), parts(current)];
  for (let i = 0; i < 3; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
};

/** Part 1 §6: administrators, manifest display on, a newer version known and not dismissed. */
export const showUpdateBanner = (input: {
  isAdmin: boolean;
  displayManifest: boolean;
  latestVersion: string | null | undefined;
  currentVersion: string | null | undefined;
  dismissed: readonly string[];
}) =>
  input.isAdmin &&
  input.displayManifest &&
  isNewerVersion(input.latestVersion, input.currentVersion) &&
  !input.dismissed.includes(input.latestVersion ?? '');

/** Part 1 §4: an account created within the last 15 days is on its trial. */
export const isTrial = (createdAt: string, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() < LIMITS.trialDays * 24 * 60 * 60 * 1000;

/** Conversation or non-web-inbox consumption over its allowance (no allowance means no limit). */
export const isLimitExceeded = (limits: TAccountLimits | null | undefined): boolean =>
  Boolean(
    limits &&
    [limits.conversation, limits.non_web_inboxes].some(
      (l) => l.allowed !== null && l.allowed !== undefined && l.consumed > l.allowed,
    ),
  );

/** Part 1 §6: cloud only, not in the first 15 days, consumption over the allowance. */
export const showUsageLimitBanner = (input: {
  isCloud: boolean;
  createdAt: string;
  now: Date;
  limits: TAccountLimits | null | undefined;
}) => input.isCloud && !isTrial(input.createdAt, input.now) && isLimitExceeded(input.limits);

/** Part 1 §6: administrators on the cloud whose subscription is past due. */
export const showPaymentPendingBanner = (input: {
  isAdmin: boolean;
  isCloud: boolean;
  customAttributes: Record<string, unknown>;
}) => input.isAdmin && input.isCloud && input.customAttributes.subscription_status === 'past_due';
