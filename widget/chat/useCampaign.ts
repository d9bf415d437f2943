import { useEffect, useState } from 'preact/hooks';
import { urlMatches, withinWorkingHours } from '../../common/campaignRules.ts';
import { request } from './api.ts';
import type { TCampaign, TChannelConfig } from './types.ts';

const seenKey = (websiteToken: string) => `cw_campaigns_seen:${websiteToken}`;

/** Campaign ids this browser was shown (localStorage may be blocked in a third-party frame: then none). */
const readSeen = (websiteToken: string): number[] => {
  try {
    return JSON.parse(localStorage.getItem(seenKey(websiteToken)) ?? '[]') as number[];
  } catch {
    return [];
  }
};
const markSeen = (websiteToken: string, id: number) => {
  try {
    localStorage.setItem(seenKey(websiteToken), JSON.stringify([...readSeen(websiteToken), id].slice(-50)));
  } catch {
    // shown again next visit
  }
};

/**
 * Chatwoot's ongoing campaigns: once the page (the host's address, told by the loader) matches a
 * campaign's url rule and the visitor has stayed time_on_page seconds, its message shows as the agent's
 * — once per visitor, only within the inbox's working hours when the campaign asks, and never over a
 * conversation the visitor already has. The first campaign due wins.
 */
export const useCampaign = (
  websiteToken: string,
  config: TChannelConfig | null,
  pageUrl: string | null,
  idle: boolean,
) => {
  const [campaign, setCampaign] = useState<TCampaign | null>(null);
  useEffect(() => {
    if (!config || !pageUrl || !idle) return;
    let timers: ReturnType<typeof setTimeout>[] = [];
    let live = true;
    request<TCampaign[]>('GET', 'campaigns', undefined, {}, 'campaigns')
      .then((list) => {
        const seen = readSeen(websiteToken);
        const due = list.filter((c) => !seen.includes(c.id) && urlMatches(c.trigger_rules.url ?? '', pageUrl));
        timers = due.map((c) =>
          setTimeout(
            () => {
              if (!live) return;
              const open = withinWorkingHours(
                !!config.working_hours_enabled,
                config.working_hours ?? [],
                config.timezone ?? 'UTC',
              );
              if (c.trigger_only_during_business_hours && !open) return;
              live = false;
              markSeen(websiteToken, c.id);
              setCampaign(c);
            },
            (c.trigger_rules.time_on_page ?? 0) * 1000,
          ),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
      timers.forEach(clearTimeout);
    };
  }, [websiteToken, config, pageUrl, idle]);
  return { campaign, clear: () => setCampaign(null) };
};
