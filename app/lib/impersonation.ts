import type { TAuthHeaders } from '../../common/contracts/auth.ts';
import { getSession, setSession } from './session.ts';

/** Where the console keeps the super admin's own session while they act as another user. */
const KEY = 'helpdesk.impersonation';

export interface TImpersonationState {
  /** The super admin's session, put back on return. */
  admin: TAuthHeaders;
  /** Who is being impersonated (the banner names them). */
  userId: number;
  userName: string;
}

const isState = (v: unknown): v is TImpersonationState =>
  typeof v === 'object' && v !== null && 'admin' in v && typeof (v as { userName?: unknown }).userName === 'string';

/** The impersonation under way in this browser, or null. */
export const getImpersonation = (): TImpersonationState | null => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isState(parsed) ? parsed : null;
  } catch {
    return null; // a mangled entry is the same as none
  }
};

/** Keeps the super admin's session aside and signs the browser in with the user's. */
export const beginImpersonation = (session: TAuthHeaders, user: { id: number; name: string }) => {
  const admin = getSession();
  if (!admin) return;
  localStorage.setItem(KEY, JSON.stringify({ admin, userId: user.id, userName: user.name }));
  setSession(session);
};

/** Puts the super admin's session back (the caller has ended the user's session first). */
export const finishImpersonation = (): TImpersonationState | null => {
  const state = getImpersonation();
  localStorage.removeItem(KEY);
  if (state) setSession(state.admin);
  return state;
};
