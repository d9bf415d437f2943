/**
 * The audio-alert settings in the user's ui_settings, under Chatwoot's keys so they carry over:
 * `enable_audio_alerts` (none / mine / all), `notification_tone`, `always_play_audio_alert` (also while this tab
 * is in front) and `alert_if_unread_assigned_conversation_exist` (again every 30 s while a conversation assigned
 * to the user has unread messages).
 */
export const AUDIO_ALERT_SCOPES = ['none', 'mine', 'all'] as const;
export type TAudioAlertScope = (typeof AUDIO_ALERT_SCOPES)[number];

export const TONES = ['ding', 'bell', 'chime', 'magic', 'ping'] as const;
export type TTone = (typeof TONES)[number];

/** How often the unread reminder plays (Chatwoot's 30 s). */
export const REMINDER_INTERVAL_MS = 30_000;

export interface TAudioSettings {
  scope: TAudioAlertScope;
  tone: TTone;
  alsoWhenInFront: boolean;
  remindUnread: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

export const audioSettingsOf = (ui: Record<string, unknown>): TAudioSettings => ({
  // Older Chatwoot clients stored a boolean: true meant every conversation.
  scope: ui.enable_audio_alerts === true ? 'all' : oneOf(AUDIO_ALERT_SCOPES, ui.enable_audio_alerts, 'none'),
  tone: oneOf(TONES, ui.notification_tone, 'ding'),
  alsoWhenInFront: ui.always_play_audio_alert === true,
  remindUnread: ui.alert_if_unread_assigned_conversation_exist === true,
});

/** The ui_settings patch that stores a change. */
export const audioSettingsPatch = (s: Partial<TAudioSettings>): Record<string, unknown> => ({
  ...(s.scope !== undefined && { enable_audio_alerts: s.scope }),
  ...(s.tone !== undefined && { notification_tone: s.tone }),
  ...(s.alsoWhenInFront !== undefined && { always_play_audio_alert: s.alsoWhenInFront }),
  ...(s.remindUnread !== undefined && { alert_if_unread_assigned_conversation_exist: s.remindUnread }),
});
