import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { accountCaller } from '../../test/accountCall.ts';
import { buildAdmin, buildLabels, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { MON_THU, reportCall } from './reportTestHelpers.ts';

const t = setupTestApp();
const get = reportCall(t);
const call = accountCaller(t);
const namesOf = async (who: TMember, path: string) =>
  Papa.parse<string[]>((await get<string>(who, path, MON_THU)).body.trim())
    .data.slice(1)
    .map((row) => row[0]);

/** Names a spreadsheet would run as formulas, one per sign of the rule. */
const HOSTILE = ['=HYPERLINK("https://evil.test","x")', '+cmd|" /C calc"!A0', '-2+3', '@SUM(1)'];

describe('report CSVs neutralise names that start like a formula (issue 42 item 2)', () => {
  it('agents named by themselves through PUT /api/v1/profile', async () => {
    const admin = await buildAdmin(t);
    for (const name of HOSTILE) {
      const agent = await buildMember(t, { accountId: admin.accountId });
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/profile',
        headers: agent.headers,
        payload: { profile: { name } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const names = await namesOf(admin, 'reports/agents');
    for (const name of HOSTILE) expect(names).toContain(`'${name}`);
    expect(names.filter((n) => n && /^[=+\-@]/.test(n))).toEqual([]);
  });

  it('inboxes and teams', async () => {
    const admin = await buildAdmin(t);
    for (const name of HOSTILE) {
      expect((await call(admin, 'POST', '/inboxes', { name, channel: { type: 'api' } })).status).toBe(200);
      expect((await call(admin, 'POST', '/teams', { name })).status).toBe(200);
    }
    const inboxes = await namesOf(admin, 'reports/inboxes');
    const teams = (await namesOf(admin, 'reports/teams')).map((n) => n?.toLowerCase());
    for (const name of HOSTILE) {
      expect(inboxes).toContain(`'${name}`);
      expect(teams).toContain(`'${name.toLowerCase()}`);
    }
  });

  it('labels (titles may start with a hyphen)', async () => {
    const admin = await buildAdmin(t);
    await buildLabels(t, admin.accountId, ['-cmd', 'plain']);
    expect(await namesOf(admin, 'reports/labels')).toEqual(expect.arrayContaining(["'-cmd", 'plain']));
  });
});
