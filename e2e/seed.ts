import { expect, type APIRequestContext } from '@playwright/test';
import { AUTH_HEADERS, type TAuthHeaders } from '../common/contracts/auth.ts';
import type { TCurrentUser } from '../common/contracts/profile.ts';
import type { Mailbox } from './mailbox.ts';

/** Seeds data through the public API, as a client would. */
export const apiAs = (request: APIRequestContext, headers: TAuthHeaders) => ({
  post: async <T>(url: string, data: unknown): Promise<T> => {
    const res = await request.post(url, { headers, data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  },
});

/** Invites an agent, reads the mailed link and sets the password: returns the agent's session. */
export const createAgent = async (
  request: APIRequestContext,
  mailbox: Mailbox,
  admin: { headers: TAuthHeaders; accountId: number },
  agent: { name: string; email: string; password: string },
) => {
  await apiAs(request, admin.headers).post(`/api/v1/accounts/${admin.accountId}/agents`, {
    name: agent.name,
    email: agent.email,
    role: 'agent',
  });
  const link = await mailbox.waitForLink(agent.email, /invited/i);
  const token = new URL(link).searchParams.get('reset_password_token');
  const res = await request.put('/auth/password', {
    data: { reset_password_token: token, password: agent.password, password_confirmation: agent.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const headers = Object.fromEntries(AUTH_HEADERS.map((h) => [h, res.headers()[h] ?? ''])) as TAuthHeaders;
  const { data } = (await res.json()) as { data: TCurrentUser };
  return { headers, user: data };
};
