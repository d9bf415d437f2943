import { WIDGET_COOKIE, WIDGET_MESSAGE_PREFIX } from '../../common/contracts/widgetConstants.ts';
import LAUNCHER_WORDS from 'virtual:launcher-words';
import { uiLanguageFor } from '../../common/languages.ts';

/**
 * The embed loader served at /packs/js/sdk.js (kept tiny): window.chatwootSDK.run({websiteToken,
 * baseUrl}) draws the bubble and a hidden iframe at /widget; window.$chatwoot drives it. The visitor's
 * token lives in the host page's cw_conversation cookie so the conversation survives reloads.
 */

interface TSettings {
  position?: 'left' | 'right';
  locale?: string;
  darkMode?: 'light' | 'auto';
  hideMessageBubble?: boolean;
  launcherTitle?: string;
}
interface TUser {
  name?: string;
  email?: string;
  avatar_url?: string;
  phone_number?: string;
  identifier_hash?: string;
}
type TCommand = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    chatwootSettings?: TSettings;
    chatwootSDK?: { run: (opts: { websiteToken: string; baseUrl: string }) => void };
  }
}

const readCookie = () => document.cookie.match(new RegExp(`(?:^|; )${WIDGET_COOKIE}=([^;]*)`))?.[1] ?? '';
const writeCookie = (value: string, maxAge: number) => {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${WIDGET_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
};

const CSS = `
.cw-launcher{position:fixed;bottom:20px;z-index:2147483000;width:60px;height:60px;border-radius:50%;border:0;cursor:pointer;color:#fff;box-shadow:0 4px 16px rgba(0,0,0,.2);display:grid;place-items:center;transition:transform .15s}
.cw-launcher:hover{transform:scale(1.05)}
.cw-launcher:focus-visible{outline:3px solid #111;outline-offset:2px}
.cw-badge{position:absolute;top:-2px;right:-2px;min-width:20px;height:20px;border-radius:10px;background:#e11d48;color:#fff;font:600 12px/20px system-ui,sans-serif;padding:0 5px}
.cw-frame{position:fixed;bottom:92px;z-index:2147483000;width:400px;height:min(680px,calc(100% - 112px));border:0;border-radius:16px;box-shadow:0 8px 40px rgba(0,0,0,.18);background:#fff;color-scheme:normal}
.cw-hidden{display:none!important}
@media (max-width:640px){.cw-frame{inset:0;width:100%;height:100%;border-radius:0}}
`;
const ICON_CHAT =
  '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path fill="currentColor" d="M4 4h16a2 2 0 012 2v10a2 2 0 01-2 2H8l-4 4V6a2 2 0 012-2z"/></svg>';
const ICON_CLOSE =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path stroke="currentColor" stroke-width="2.5" d="M6 6l12 12M18 6L6 18"/></svg>';

const run = ({ websiteToken, baseUrl }: { websiteToken: string; baseUrl: string }) => {
  if (document.querySelector('.cw-frame')) return;
  const settings = window.chatwootSettings ?? {};
  const origin = new URL(baseUrl, location.href).origin;
  let locale = settings.locale ?? '';
  const languages = Object.keys(LAUNCHER_WORDS);
  const words = () => {
    const lng = uiLanguageFor(locale || document.documentElement.lang || navigator.language, languages) ?? 'en';
    return (LAUNCHER_WORDS[lng] ?? LAUNCHER_WORDS.en)!;
  };
  const side = settings.position === 'left' ? 'left' : 'right';
  let open = false;
  let loaded = false;
  const queue: TCommand[] = [];

  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.appendChild(style);

  const bubble = document.createElement('button');
  bubble.type = 'button';
  bubble.className = 'cw-launcher';
  bubble.style[side] = '20px';
  bubble.style.background = '#009CE0';
  const badge = document.createElement('span');
  badge.className = 'cw-badge cw-hidden';
  if (settings.hideMessageBubble) bubble.classList.add('cw-hidden');

  let frame: HTMLIFrameElement;
  const send = (cmd: TCommand) => {
    if (!loaded) return void queue.push(cmd);
    frame.contentWindow?.postMessage(`${WIDGET_MESSAGE_PREFIX}${JSON.stringify(cmd)}`, origin);
  };
  const draw = () => {
    bubble.innerHTML = open ? ICON_CLOSE : ICON_CHAT;
    bubble.appendChild(badge);
    bubble.setAttribute('aria-label', open ? words().closeChat : settings.launcherTitle || words().openChat);
    bubble.setAttribute('aria-expanded', String(open));
    frame.classList.toggle('cw-hidden', !open);
  };
  const toggle = (state?: 'open' | 'close') => {
    open = state ? state === 'open' : !open;
    if (open) badge.classList.add('cw-hidden');
    draw();
    send({ event: 'toggle-open', isOpen: open });
  };

  const mount = () => {
    const q = new URLSearchParams({ website_token: websiteToken });
    const token = readCookie();
    if (token) q.set('cw_conversation', token);
    if (locale) q.set('locale', locale);
    if (settings.darkMode === 'auto') q.set('dark_mode', 'auto');
    frame = document.createElement('iframe');
    frame.className = 'cw-frame cw-hidden';
    frame.style[side] = '20px';
    frame.title = words().openChat;
    frame.allow = 'clipboard-write';
    frame.src = `${origin}/widget?${q.toString()}`;
    document.body.appendChild(frame);
    loaded = false;
    draw();
  };

  window.addEventListener('message', (e: MessageEvent) => {
    if (e.origin !== origin || e.source !== frame.contentWindow) return;
    if (typeof e.data !== 'string' || !e.data.startsWith(WIDGET_MESSAGE_PREFIX)) return;
    const msg = JSON.parse(e.data.slice(WIDGET_MESSAGE_PREFIX.length)) as TCommand;
    if (msg.event === 'loaded') {
      loaded = true;
      if (typeof msg.widgetColor === 'string') bubble.style.background = msg.widgetColor;
      if (typeof msg.authToken === 'string') writeCookie(msg.authToken, 365 * 24 * 3600);
      for (const cmd of queue.splice(0)) send(cmd);
      send({ event: 'toggle-open', isOpen: open });
      sendPage();
      window.dispatchEvent(new CustomEvent('chatwoot:ready'));
    } else if (msg.event === 'auth-token' && typeof msg.authToken === 'string') {
      writeCookie(msg.authToken, 365 * 24 * 3600);
    } else if (msg.event === 'campaign' && !open) {
      // A website campaign is due: the chat opens on its message.
      toggle('open');
    } else if (msg.event === 'close') {
      toggle('close');
      bubble.focus();
    } else if (msg.event === 'unread' && !open) {
      badge.textContent = String(msg.count);
      badge.classList.remove('cw-hidden');
      bubble.setAttribute('aria-label', words().unread.replace('{{count}}', String(msg.count)));
      window.dispatchEvent(new CustomEvent('chatwoot:on-message', { detail: { content: msg.content } }));
    } else if (msg.event === 'error') {
      window.dispatchEvent(new CustomEvent('chatwoot:error', { detail: msg }));
    }
  });

  // The page's address, for the campaigns' url rules (again on in-page navigation).
  const sendPage = () => send({ event: 'page', url: location.href });
  window.addEventListener('popstate', sendPage);
  window.addEventListener('hashchange', sendPage);
  bubble.addEventListener('click', () => toggle());
  mount();
  document.body.appendChild(bubble);

  // window.$chatwoot is typed by its users (e.g. the dashboard's support chat); assigned untyped here.
  (window as unknown as { $chatwoot: unknown }).$chatwoot = {
    get hasLoaded() {
      return loaded;
    },
    get isOpen() {
      return open;
    },
    toggle,
    toggleBubbleVisibility: (v: 'show' | 'hide') => bubble.classList.toggle('cw-hidden', v === 'hide'),
    setUser: (identifier: string, user: TUser = {}) => send({ event: 'set-user', identifier, user }),
    setCustomAttributes: (customAttributes: Record<string, unknown>) =>
      send({ event: 'set-custom-attributes', customAttributes }),
    deleteCustomAttribute: (customAttribute: string) => send({ event: 'delete-custom-attribute', customAttribute }),
    setConversationCustomAttributes: (customAttributes: Record<string, unknown>) =>
      send({ event: 'set-conversation-custom-attributes', customAttributes }),
    setLabel: (label: string) => send({ event: 'set-label', label }),
    removeLabel: (label: string) => send({ event: 'remove-label', label }),
    setLocale: (next: string) => {
      locale = next;
      draw();
      send({ event: 'set-locale', locale: next });
    },
    /** Logs the visitor out: forgets the cookie and starts a fresh session. */
    reset: () => {
      writeCookie('', 0);
      frame.remove();
      queue.length = 0;
      open = false;
      mount();
    },
  };
};

window.chatwootSDK = { run };
