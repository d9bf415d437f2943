import { insertPlatformApp } from '../features/platformApi/platformApps.repo.ts';
import type { TTestContext } from './harness.ts';

let seq = 0;

/** A platform app and its token, with the header the Platform API reads. */
export const buildPlatformApp = async (t: TTestContext, name = `App ${++seq}`) => {
  const { app, token } = await insertPlatformApp(t.database.db, name);
  return { app, token, headers: { api_access_token: token } };
};
