import type { TCampaignAudience } from '../../../common/contracts/campaignAudience.ts';
import { ZCampaignAudience } from '../../../common/contracts/campaignAudience.ts';
import type { TAudiencePreview } from '../../../common/contracts/campaignDelivery.ts';
import { ZContactFilterRequest } from '../../../common/contracts/contactExtras.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TDeps } from '../../deps.ts';
import { filterSql } from '../contacts/index.ts';
import * as repo from './campaignDelivery.repo.ts';

/**
 * The audience as one condition over the account's contacts: any of its labels, or any of its saved
 * segments (contact filters, built by the contact filter's own code). Unknown ids and segments whose
 * filter no longer holds (a deleted attribute) add nobody. Null when nothing is left.
 */
export const audienceCondition = async (deps: TDeps, db: TExecutor, accountId: number, raw: unknown) => {
  const parsed = ZCampaignAudience.safeParse(raw);
  const audience: TCampaignAudience = parsed.success ? parsed.data : [];
  const ids = (type: 'Label' | 'Segment') => audience.filter((a) => a.type === type).map((a) => a.id);
  const [titles, queries] = await Promise.all([
    repo.labelTitles(db, accountId, ids('Label')),
    repo.segmentQueries(db, accountId, ids('Segment')),
  ]);
  const segments = [];
  for (const query of queries) {
    const filter = ZContactFilterRequest.safeParse(query);
    if (!filter.success || !filter.data.payload.length) continue;
    try {
      segments.push(await filterSql(deps, accountId, filter.data.payload));
    } catch {
      // A segment that no longer validates (an attribute was deleted) selects nobody.
    }
  }
  return repo.audienceSql(titles, segments);
};

/** How many contacts the audience reaches, and how many it skips by reason (blocked, no phone, opted out). */
export const previewAudience = async (deps: TDeps, accountId: number, raw: unknown): Promise<TAudiencePreview> => {
  const counts = await repo.countAudience(deps.db, accountId, await audienceCondition(deps, deps.db, accountId, raw));
  return {
    count: counts.get(null) ?? 0,
    skipped: {
      blocked: counts.get('blocked') ?? 0,
      no_phone: counts.get('no_phone') ?? 0,
      opted_out: counts.get('opted_out') ?? 0,
    },
  };
};
