import { useEffect, useState } from 'react';
import { setAppearance, storedAppearance, watchSystemAppearance, type TAppearance } from '../../lib/appearance.ts';

/** Light, dark or follow the system; stored in this browser and applied as the `dark` class on <html>. */
export const useAppearance = () => {
  const [appearance, setState] = useState<TAppearance>(storedAppearance);
  useEffect(() => watchSystemAppearance(), []);
  const change = (next: TAppearance) => {
    setAppearance(next);
    setState(next);
  };
  return [appearance, change] as const;
};
