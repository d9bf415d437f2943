/**
 * audioAlerts: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export {
  AUDIO_ALERT_SCOPES,
  TONES,
  audioSettingsOf,
  audioSettingsPatch,
  type TAudioSettings,
  type TTone,
} from './audioSettings.ts';
export { playTone } from './tones.ts';
export { loadAudioAlerts } from './loaders.ts';
