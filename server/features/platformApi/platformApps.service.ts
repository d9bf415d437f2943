import type { TCreatePlatformAppRequest } from '../../../common/contracts/platform.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { auditInstallation, type TConsoleOperator } from '../superAdmin/index.ts';
import { presentPlatformApp } from './platformApi.presenter.ts';
import { deletePlatformApp, insertPlatformApp, listPlatformApps } from './platformApps.repo.ts';

const entityOf = (app: { id: number; name: string }) => ({ type: 'PlatformApp', id: app.id, name: app.name }) as const;

/** The installation console's platform apps (SuperAdmin); creating and deleting one is audited. */
export const listApps = async (deps: TDeps) => ({ payload: (await listPlatformApps(deps.db)).map(presentPlatformApp) });

/** The token is in this answer only: the app keeps it, the installation keeps its SHA-256. */
export const createApp = async (deps: TDeps, op: TConsoleOperator, input: TCreatePlatformAppRequest) =>
  deps.db.transaction(async (tx) => {
    const { app, token } = await insertPlatformApp(tx, input.name);
    await auditInstallation(tx, op, 'create', entityOf(app), null, presentPlatformApp(app));
    return { ...presentPlatformApp(app), access_token: token };
  });

/** Its token stops working at once; what it created stays (owned by nobody). */
export const removeApp = async (deps: TDeps, op: TConsoleOperator, id: number) => {
  const gone = await deps.db.transaction(async (tx) => {
    const app = await deletePlatformApp(tx, id);
    if (app) await auditInstallation(tx, op, 'destroy', entityOf(app), presentPlatformApp(app), null);
    return app;
  });
  if (!gone) throw new AppError('not_found', errorText('resourceNotFound'));
  return {};
};
