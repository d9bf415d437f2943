import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { buildAdmin } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { adminCall, buildWebsiteInbox, widgetVisitor } from '../widget/widgetTestKit.ts';

const t = setupTestApp();
const HOSTILE = ['=HYPERLINK("https://evil.test","x")', '+cmd|" /C calc"!A0', '-2+3', '@SUM(1)'];

describe('CSAT download', () => {
  it('neutralises contact names and feedback that start like a formula', async () => {
    const admin = await buildAdmin(t);
    const call = adminCall(t, admin);
    const web = await buildWebsiteInbox(t, admin, { csat_survey_enabled: true, enable_email_collect: false });
    for (const [i, text] of HOSTILE.entries()) {
      const v = await widgetVisitor(t, web.website_token, `198.51.100.${200 + i}`);
      await v.call('PATCH', '/contact', { name: text });
      await v.call('POST', '/messages', { message: { content: 'Hello' } });
      const { id } = (await v.call('GET', '/conversations')).json<{ id: number }>();
      await call('POST', `/conversations/${id}/toggle_status`, { status: 'resolved' });
      await drainConsumers(t.deps, CONSUMERS);
      const survey = (await v.call('GET', '/messages'))
        .json<{ id: number; content_type: string }[]>()
        .find((m) => m.content_type === 'input_csat');
      const r = await v.call('PATCH', `/messages/${survey!.id}`, {
        message: { submitted_values: { csat_survey_response: { rating: 5, feedback_message: text } } },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/csat_survey_responses/download`,
      headers: admin.headers,
    });
    const rows = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(HOSTILE.length);
    for (const text of HOSTILE) {
      expect(rows.map((r) => r['Contact Name'])).toContain(`'${text}`);
      expect(rows.map((r) => r.Feedback)).toContain(`'${text}`);
    }
  });
});
