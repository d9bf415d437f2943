export const APPEARANCES = ['light', 'dark', 'system'] as const;
export type TAppearance = (typeof APPEARANCES)[number];

const STORAGE_KEY = 'cw_appearance';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export const storedAppearance = (): TAppearance => {
  const v = localStorage.getItem(STORAGE_KEY);
  return v === 'light' || v === 'dark' ? v : 'system';
};

export const applyAppearance = (appearance: TAppearance) => {
  const dark = appearance === 'dark' || (appearance === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
};

export const setAppearance = (appearance: TAppearance) => {
  localStorage.setItem(STORAGE_KEY, appearance);
  applyAppearance(appearance);
};

/** Follows the operating system while the stored choice is "system". */
export const watchSystemAppearance = () => {
  const onChange = () => {
    if (storedAppearance() === 'system') applyAppearance('system');
  };
  darkQuery().addEventListener('change', onChange);
  return () => darkQuery().removeEventListener('change', onChange);
};
