import { AUTH_HEADERS, type TAuthHeaders } from '../../common/contracts/auth.ts';

/** Chatwoot's cookie name, so a session survives a switch between the two dashboards. */
export const SESSION_COOKIE = 'cw_d_session_info';

const readCookie = (name: string): string | null => {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
};

const isAuthHeaders = (v: unknown): v is TAuthHeaders =>
  typeof v === 'object' &&
  v !== null &&
  AUTH_HEADERS.every((h) => typeof (v as Record<string, unknown>)[h] === 'string');

/** The five devise-token-auth headers of the signed-in device, or null when signed out. */
export const getSession = (): TAuthHeaders | null => {
  const raw = readCookie(SESSION_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isAuthHeaders(parsed) ? parsed : null;
  } catch {
    return null; // a mangled cookie is the same as none
  }
};

export const hasSession = () => getSession() !== null;

export const setSession = (headers: TAuthHeaders) => {
  const expires = new Date(Number(headers.expiry) * 1000);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(headers))}; path=/; ` +
    `expires=${expires.toUTCString()}; SameSite=Strict${secure}`;
};

export const clearSession = () => {
  document.cookie = `${SESSION_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
};

/** Reads a session from a sign_in / sign_up / password-reset response. */
export const sessionFromHeaders = (headers: Headers): TAuthHeaders | null => {
  const picked = Object.fromEntries(AUTH_HEADERS.map((h) => [h, headers.get(h)]));
  return isAuthHeaders(picked) ? picked : null;
};
