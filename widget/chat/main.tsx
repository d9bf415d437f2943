/** @jsxImportSource preact */
import { render } from 'preact';
import { App } from './App.tsx';
import './styles.css';

/**
 * The chat app inside the loader's iframe: /widget?website_token=…&cw_conversation=<token>&locale=…
 * &dark_mode=auto. Opened directly (not framed) it shows the conversation full page.
 */
const params = new URLSearchParams(location.search);
const dark = window.matchMedia('(prefers-color-scheme: dark)');
const applyTheme = () => {
  document.documentElement.dataset.theme = params.get('dark_mode') === 'auto' && dark.matches ? 'dark' : 'light';
};
applyTheme();
dark.addEventListener('change', applyTheme);

const root = document.getElementById('app');
if (root)
  render(
    <App
      websiteToken={params.get('website_token') ?? ''}
      authToken={params.get('cw_conversation') ?? ''}
      embedded={window.parent !== window}
      locale={params.get('locale')}
    />,
    root,
  );
