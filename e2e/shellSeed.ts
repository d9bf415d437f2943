import { request as playwrightRequest } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import { BASE_URL } from './constants.ts';
import { newPerson, signUpViaApi, test } from './fixtures.ts';
import { apiAs, createAgent } from './seed.ts';

export interface TShellSeed {
  admin: { headers: TAuthHeaders; accountId: number; name: string; accountName: string; isSuperAdmin: boolean };
  agent: { headers: TAuthHeaders; name: string };
  secondAccountId: number;
}

/**
 * One administrator (one sign-up: they are limited to 5 per IP per 30 minutes), an agent, a second
 * account and some sidebar data, shared by the shell journeys of this worker.
 */
export const shellTest = test.extend<object, { shellSeed: TShellSeed }>({
  shellSeed: [
    async ({ mailbox }, use) => {
      const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
      const person = newPerson('Shell');
      const { headers, user } = await signUpViaApi(request, person);
      const accountId = user.account_id ?? 0;
      const admin = {
        headers,
        accountId,
        name: person.user_full_name,
        accountName: person.account_name,
        // The first person to sign up on an installation operates it.
        isSuperAdmin: user.type === 'SuperAdmin',
      };
      const agentName = 'Dorothy Agent';
      const agent = await createAgent(request, mailbox, admin, {
        name: agentName,
        email: `dorothy-${Date.now()}@example.test`,
        password: 'agent-secret-1',
      });
      const api = apiAs(request, headers);
      // Sidebar data: inboxes out of alphabetical order, a sidebar label, a team the admin belongs to, a folder.
      for (const name of ['website', 'Billing mail', 'api hooks'])
        await api.post(`/api/v1/accounts/${accountId}/inboxes`, { name, channel: { type: 'api' } });
      await api.post(`/api/v1/accounts/${accountId}/labels`, { title: 'vip', color: '#e11d48', show_on_sidebar: true });
      const team = await api.post<{ id: number }>(`/api/v1/accounts/${accountId}/teams`, { name: 'Tier 2' });
      await api.post(`/api/v1/accounts/${accountId}/teams/${team.id}/team_members`, { user_ids: [user.id] });
      await api.post(`/api/v1/accounts/${accountId}/custom_filters`, {
        name: 'Urgent open',
        type: 'conversation',
        query: {
          payload: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: null }],
        },
      });
      const second = await api.post<{ data: { account_id: number } }>('/api/v1/accounts', {
        account_name: `${person.account_name} EU`,
      });
      await request.dispose();
      await use({ admin, agent: { headers: agent.headers, name: agentName }, secondAccountId: second.data.account_id });
    },
    { scope: 'worker' },
  ],
});
