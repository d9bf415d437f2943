import { describe, expect, it } from 'vitest';
import { REPORT_TYPES } from '../common/contracts/reports.ts';
import {
  CUSTOM_ROLE_PERMISSIONS,
  hasAnyPermission,
  permissionsOf,
  REPORT_AREAS,
  REPORT_PERMISSIONS,
} from '../common/permissions.ts';
import { setupTestApp } from './test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember, REFUSED } from './test/factories.ts';

const t = setupTestApp();
/** A walk calls every account route (hundreds, once per role or token): more than one ordinary test's time. */
const WALK_TIMEOUT = 120_000;
const ACCOUNT_PREFIX = '/api/v1/accounts/:accountId';
const MISSING_ID = '999999';

/**
 * Role × route, generated from the app's own route list: every account route records what its guard
 * requires (`routeList[].permissions`), and a member whose custom role holds exactly one permission
 * (or none) is let past the guard or refused with Chatwoot's 401 exactly as that list says. Ids are
 * ones the account does not have, so a route let through answers about a missing record (404), a bad
 * body (422) or an empty list — never the refusal.
 */
describe('custom roles: each permission against every account route', () => {
  const accountRoutes = () =>
    t.app.routeList.filter((r) => r.url === ACCOUNT_PREFIX || r.url.startsWith(`${ACCOUNT_PREFIX}/`));

  it('every account route says who may call it', () => {
    const unknown = accountRoutes().filter((r) => r.permissions === null);
    expect(unknown.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(accountRoutes().length).toBeGreaterThan(100);
  });

  it(
    'lets each single permission through the routes that list it, and refuses it everywhere else',
    { timeout: WALK_TIMEOUT },
    async () => {
      const admin = await buildAdmin(t);
      const grants = [[], ...CUSTOM_ROLE_PERMISSIONS.map((p) => [p])];
      const members = await Promise.all(
        grants.map(async (granted) => {
          const role = await buildCustomRole(t, admin.accountId, granted);
          return { granted, member: await buildMember(t, { accountId: admin.accountId, customRoleId: role.id }) };
        }),
      );
      const mismatches: string[] = [];
      let allowed = 0;
      let refused = 0;
      for (const r of accountRoutes()) {
        const url = r.url
          .replace(':accountId', String(admin.accountId))
          .replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
            name === 'id' || name.endsWith('Id') || name.endsWith('_id') ? MISSING_ID : 'x',
          );
        for (const { granted, member } of members) {
          const held = permissionsOf({ role: 'agent', custom_role_id: 1, custom_role_permissions: granted });
          const mayCall = hasAnyPermission(held, r.permissions ?? []);
          const res = await t.app.inject({
            method: r.method as 'GET',
            url,
            headers: member.headers,
            payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
          });
          const isRefusal = res.statusCode === 401 && (res.json<{ code?: string }>().code ?? '') === REFUSED.code;
          if (mayCall === isRefusal)
            mismatches.push(`${r.method} ${r.url} [${granted.join(',') || 'none'}] → ${res.statusCode}`);
          if (mayCall) allowed += 1;
          else refused += 1;
        }
      }
      expect(mismatches).toEqual([]);
      expect(allowed).toBeGreaterThan(50);
      expect(refused).toBeGreaterThan(50);
    },
  );
});

/**
 * Report area × report route (beyond Chatwoot), generated from the same route list: every route that
 * report_manage opens declares its areas (`routeList[].reportAreas`, read from the query's `type`), and a
 * role holding report_manage with one area is let through exactly the routes (and types) of that area.
 */
describe('custom roles: each report area against every report route', () => {
  const reportRoutes = () =>
    t.app.routeList.filter((r) => JSON.stringify(r.permissions) === JSON.stringify(REPORT_PERMISSIONS));
  const RANGE = 'since=1700000000&until=1700086400&metric=conversations_count&group_by=day&page=1';

  it('every report route declares its areas', () => {
    const undeclared = reportRoutes().filter((r) => !r.reportAreas);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(reportRoutes().length).toBeGreaterThan(20);
  });

  it('lets a role with one area through the routes of that area only', { timeout: WALK_TIMEOUT }, async () => {
    const admin = await buildAdmin(t);
    const members = await Promise.all(
      REPORT_AREAS.map(async (area) => {
        const role = await buildCustomRole(t, admin.accountId, ['report_manage'], { reportAreas: [area] });
        return { area, member: await buildMember(t, { accountId: admin.accountId, customRoleId: role.id }) };
      }),
    );
    const mismatches: string[] = [];
    let allowed = 0;
    let refused = 0;
    for (const r of reportRoutes()) {
      const path = r.url.replace(':accountId', String(admin.accountId));
      for (const type of REPORT_TYPES) {
        for (const { area, member } of members) {
          const res = await t.app.inject({
            method: r.method as 'GET',
            url: `${path}?type=${type}&${RANGE}`,
            headers: member.headers,
          });
          // A query the route does not take (reports/conversations has no inbox type) says nothing.
          if (res.statusCode === 400 || res.statusCode === 422) continue;
          const mayCall = (r.reportAreas?.({ type }) ?? []).includes(area);
          const isRefusal = res.statusCode === 401 && (res.json<{ code?: string }>().code ?? '') === REFUSED.code;
          if (mayCall === isRefusal) mismatches.push(`${r.method} ${r.url}?type=${type} [${area}] → ${res.statusCode}`);
          if (mayCall) allowed += 1;
          else refused += 1;
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(allowed).toBeGreaterThan(30);
    expect(refused).toBeGreaterThan(200);
  });
});
