import type { TMember } from '../../test/factories.ts';
import type { TTestContext } from '../../test/harness.ts';
import { REPORT_DAY0 } from '../../test/reportFactories.ts';

export const DAY = 86_400;
/** Monday 00:00 through Thursday 23:59:59 UTC: every row of REPORT_PLAN. */
export const MON_THU = { since: REPORT_DAY0, until: REPORT_DAY0 + 4 * DAY - 1 };
/** Local midnight of REPORT_DAY0 for a viewer `hours` east of UTC. */
export const localDay0 = (hours: number) => REPORT_DAY0 - hours * 3600;

/** GET a v2 report path with query parameters as `who`. */
export const reportCall =
  (t: TTestContext) =>
  async <T = unknown>(
    who: Pick<TMember, 'accountId' | 'headers'>,
    path: string,
    query: Record<string, unknown> = {},
  ) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/accounts/${who.accountId}/${path}${qs ? `?${qs}` : ''}`,
      headers: who.headers,
    });
    return {
      status: res.statusCode,
      body: (String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body) as T,
      headers: res.headers,
    };
  };
