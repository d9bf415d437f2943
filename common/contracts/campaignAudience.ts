import { z } from 'zod';

/** Who a one-off campaign goes to: contacts with a label (Chatwoot) or in a saved segment (ours). */
export const ZCampaignAudienceItem = z.object({
  type: z.enum(['Label', 'Segment']),
  id: z.coerce.number().int().positive(),
});
export const ZCampaignAudience = z.array(ZCampaignAudienceItem).max(50);
export type TCampaignAudience = z.infer<typeof ZCampaignAudience>;
