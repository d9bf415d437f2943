// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { TAuthHeaders } from '../../common/contracts/auth.ts';
import { beginImpersonation, finishImpersonation, getImpersonation } from './impersonation.ts';
import { clearSession, getSession, setSession } from './session.ts';

const session = (token: string): TAuthHeaders => ({
  'access-token': token,
  'token-type': 'Bearer',
  client: `client-${token}`,
  expiry: String(Math.floor(Date.now() / 1000) + 3600),
  uid: `${token}@example.test`,
});

afterEach(() => {
  localStorage.clear();
  clearSession();
});

describe('impersonation in the browser', () => {
  it("keeps the super admin's session aside and puts it back on return", () => {
    setSession(session('admin'));
    beginImpersonation(session('user'), { id: 7, name: 'Ingrid' });
    expect(getSession()?.['access-token']).toBe('user');
    expect(getImpersonation()).toMatchObject({ userId: 7, userName: 'Ingrid' });
    expect(finishImpersonation()?.userId).toBe(7);
    expect(getSession()?.['access-token']).toBe('admin');
    expect(getImpersonation()).toBeNull();
  });

  it('does nothing without a session to keep, and reads a mangled entry as none', () => {
    beginImpersonation(session('user'), { id: 7, name: 'Ingrid' });
    expect(getSession()).toBeNull();
    localStorage.setItem('helpdesk.impersonation', '{not json');
    expect(getImpersonation()).toBeNull();
  });
});
