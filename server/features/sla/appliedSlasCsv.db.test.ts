import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildSlaPolicy } from '../../test/slaFactories.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const h = helpers(t);
/** One name per sign of the rule; `-1.5` was let through by the old number exemption. */
const HOSTILE = ['=HYPERLINK("https://evil.test","x")', '+cmd|" /C calc"!A0', '-2+3', '@SUM(1)', '-1.5'];

describe('applied SLAs download', () => {
  it('neutralises policy and assignee names that start like a formula', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: agent.headers,
      payload: { profile: { name: '=HYPERLINK("https://evil.test","agent")' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const name of HOSTILE) {
      const c = await buildConversation(t, admin, { members: [agent], assigneeId: agent.user.id });
      const policy = await buildSlaPolicy(t, admin.accountId, { name, frt: 600 });
      expect((await h.call(admin, 'PATCH', `/conversations/${c.displayId}`, { sla_policy_id: policy.id })).status).toBe(
        200,
      );
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/applied_slas/download`,
      headers: admin.headers,
    });
    const rows = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r['SLA Policy']).sort()).toEqual(HOSTILE.map((n) => `'${n}`).sort());
    expect(new Set(rows.map((r) => r.Assignee))).toEqual(new Set([`'=HYPERLINK("https://evil.test","agent")`]));
  });
});
