/** Chatwoot's campaign enums (integers in the database, names on the wire). */
export const CAMPAIGN_TYPES = ['ongoing', 'one_off'] as const;
export const CAMPAIGN_STATUSES = ['active', 'completed'] as const;

/** Wire shape of a campaign (the id is the per-account display id, as Chatwoot sends it). */
export interface TCampaign {
  id: number;
  title: string;
  description: string | null;
  account_id: number;
  inbox: { id: number; name: string; channel_type: string };
  sender: { id: number; name: string; thumbnail: string } | null;
  message: string;
  campaign_status: (typeof CAMPAIGN_STATUSES)[number];
  enabled: boolean;
  campaign_type: (typeof CAMPAIGN_TYPES)[number];
  scheduled_at?: number | null;
  audience?: unknown[];
  trigger_rules: Record<string, unknown>;
  trigger_only_during_business_hours: boolean;
  created_at: string;
  updated_at: string;
}
