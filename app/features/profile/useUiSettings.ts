import { updateProfile } from './profileApi.ts';
import { useProfileMutation } from './useProfileMutation.ts';

/** Saves some ui_settings keys; the server merges them into the stored ones. */
export const useUiSettings = () =>
  useProfileMutation((patch: Record<string, unknown>) => updateProfile({ ui_settings: patch }));
