/**
 * Per-account feature flags (Chatwoot's names). Everything is on for a new
 * account; an account's `features` map only stores overrides.
 */
export const FEATURES = [
  'inbox_management',
  'team_management',
  'agent_management',
  'labels',
  'custom_attributes',
  'canned_responses',
  'macros',
  'automations',
  'agent_bots',
  'integrations',
  'campaigns',
  'reports',
  'crm',
  'help_center',
  'auto_resolve_conversations',
  'audit_logs',
  'sla',
  'custom_roles',
  'captain_integration',
  'inbox_view',
  'message_reply_to',
  'channel_email',
  'channel_website',
  'channel_facebook',
  'channel_twitter',
  'voice_recorder',
] as const;
export type TFeature = (typeof FEATURES)[number];

export const DEFAULT_FEATURES: Record<TFeature, boolean> = Object.fromEntries(FEATURES.map((f) => [f, true])) as Record<
  TFeature,
  boolean
>;

export const resolveFeatures = (overrides: Record<string, boolean>): Record<string, boolean> => ({
  ...DEFAULT_FEATURES,
  ...overrides,
});

export const isFeatureEnabled = (features: Record<string, boolean> | undefined, feature: TFeature) =>
  (features ?? DEFAULT_FEATURES)[feature] !== false;
