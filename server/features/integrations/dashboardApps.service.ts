import type {
  TDashboardApp,
  TDashboardAppRequest,
  TUpdateDashboardAppRequest,
} from '../../../common/contracts/integrations.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import {
  deleteDashboardApp,
  findDashboardApp,
  insertDashboardApp,
  listDashboardApps,
  updateDashboardApp,
  type TDashboardAppRow,
} from './integrations.repo.ts';

/** Chatwoot's models/_dashboard_app. */
export const presentDashboardApp = (row: TDashboardAppRow): TDashboardApp => ({
  id: row.id,
  title: row.title,
  content: row.content.map((c) => ({ type: 'frame', url: c.url })),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const notFound = () => new AppError('not_found', errorText('dashboardAppNotFound'));

export const list = async (deps: TDeps, m: TMembership) =>
  (await listDashboardApps(deps.db, m.accountId)).map(presentDashboardApp);

export const show = async (deps: TDeps, m: TMembership, id: number) => {
  const row = await findDashboardApp(deps.db, m.accountId, id);
  if (!row) throw notFound();
  return presentDashboardApp(row);
};

const frames = (content: TDashboardAppRequest['content']) =>
  content.map((c) => ({ type: 'frame' as const, url: c.url }));

export const create = async (deps: TDeps, m: TMembership, input: TDashboardAppRequest) =>
  presentDashboardApp(
    await insertDashboardApp(deps.db, {
      accountId: m.accountId,
      userId: m.accountUser.userId,
      title: input.title,
      content: frames(input.content),
    }),
  );

export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateDashboardAppRequest) => {
  const row = await updateDashboardApp(deps.db, m.accountId, id, {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.content !== undefined && { content: frames(input.content) }),
  });
  if (!row) throw notFound();
  return presentDashboardApp(row);
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  if (!(await deleteDashboardApp(deps.db, m.accountId, id))) throw notFound();
};
