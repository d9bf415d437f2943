export * from './accounts.ts';
export * from './users.ts';
export * from './customRoles.ts';
export * from './accountUsers.ts';
export * from './userTokens.ts';
export * from './accessTokens.ts';
export * from './rateLimits.ts';
export * from './installationConfigs.ts';
