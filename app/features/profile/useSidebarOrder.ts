import { orderedSections, storedOrder, type TSidebarOrderSetting } from './sidebarOrder.ts';
import { useUiSettingsPatch } from './useUiSettings.ts';

/** A side panel's section order from the user's ui_settings, and a setter that saves a new one at once. */
export const useSidebarOrder = <K extends string>(
  setting: TSidebarOrderSetting,
  defaults: readonly K[],
  uiSettings: Record<string, unknown>,
) => {
  const settings = useUiSettingsPatch();
  const order = orderedSections(defaults, uiSettings[setting]);
  const setOrder = (next: readonly K[]) => settings.patch({ [setting]: storedOrder(next) });
  return { order, setOrder };
};
