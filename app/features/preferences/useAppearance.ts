import { useState } from 'react';
import { setAppearance, storedAppearance, type TAppearance } from '../../lib/appearance.ts';

/**
 * Light, dark or follow the system; stored in this browser and applied as the `dark` class on <html> (main.tsx
 * follows the system's changes for every screen).
 */
export const useAppearance = () => {
  const [appearance, setState] = useState<TAppearance>(storedAppearance);
  const change = (next: TAppearance) => {
    setAppearance(next);
    setState(next);
  };
  return [appearance, change] as const;
};
