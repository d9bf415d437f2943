import { ZMessageBody } from '../../../common/contracts/responses/bodies.ts';
import { ZCurrentUser } from '../../../common/contracts/responses/profile.ts';
import { ZSignedOutEverywhere } from '../../../common/contracts/responses/auth.ts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZAutoOfflineRequest,
  ZAvailabilityRequest,
  ZSetActiveAccountRequest,
  ZUpdateProfileRequest,
} from '../../../common/contracts/profile.ts';
import { parseWith, type TRouteCtx } from '../../http.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { callerOf, requestWhere } from '../auth/index.ts';
import { currentUserPayload } from '../auth/index.ts';
import { signOutEverywhere } from '../auth/index.ts';
import {
  removeAvatar,
  resendConfirmation,
  resetAccessToken,
  setActiveAccount,
  setAutoOffline,
  setAvailability,
  updateProfile,
} from './profile.service.ts';

const tags = ['Profile'];

export const registerProfileRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const auth = { onRequest: guards.authenticate };

  app.get('/api/v1/profile', { schema: { tags, response: { 200: ZCurrentUser } }, ...auth }, (req) =>
    currentUserPayload(deps, callerOf(req).user),
  );

  const update = async (req: FastifyRequest) => {
    const { body, file } = req.isMultipart()
      ? await readMultipart(req, 'avatar').then((r) => ({ body: { profile: {}, ...r.body }, file: r.file }))
      : { body: req.body, file: null };
    const input = parseWith(ZUpdateProfileRequest, body);
    return updateProfile(deps, callerOf(req).user, input.profile, file, requestWhere(req));
  };
  app.put(
    '/api/v1/profile',
    {
      schema: {
        tags,
        body: z.unknown(),
        description: 'JSON {profile:{…}} or multipart profile[…] with profile[avatar]',
        response: { 200: ZCurrentUser },
      },
      ...auth,
    },
    update,
  );
  app.patch(
    '/api/v1/profile',
    { schema: { tags, body: z.unknown(), hide: true, response: { 200: ZCurrentUser } }, ...auth },
    update,
  );

  app.delete('/api/v1/profile/avatar', { schema: { tags, response: { 200: ZCurrentUser } }, ...auth }, (req) =>
    removeAvatar(deps, callerOf(req).user),
  );

  app.post(
    '/api/v1/profile/availability',
    { schema: { tags, body: ZAvailabilityRequest, response: { 200: ZCurrentUser } }, ...auth },
    (req) => setAvailability(deps, callerOf(req).user, req.body.profile.account_id, req.body.profile.availability),
  );

  app.post(
    '/api/v1/profile/auto_offline',
    { schema: { tags, body: ZAutoOfflineRequest, response: { 200: ZCurrentUser } }, ...auth },
    (req) => setAutoOffline(deps, callerOf(req).user, req.body.profile.account_id, req.body.profile.auto_offline),
  );

  app.put(
    '/api/v1/profile/set_active_account',
    { schema: { tags, body: ZSetActiveAccountRequest, response: { 200: ZCurrentUser } }, ...auth },
    (req) => setActiveAccount(deps, callerOf(req).user, req.body.profile.account_id),
  );

  app.post(
    '/api/v1/profile/resend_confirmation',
    { schema: { tags, response: { 200: ZMessageBody } }, ...auth },
    (req) => resendConfirmation(deps, callerOf(req).user),
  );

  // Ends every session of the user, this one included (devices, open tabs, realtime sockets).
  app.post(
    '/api/v1/profile/sign_out_everywhere',
    { schema: { tags, response: { 200: ZSignedOutEverywhere } }, ...auth },
    async (req) => {
      await signOutEverywhere(deps, callerOf(req).user);
      return { success: true as const };
    },
  );

  app.post(
    '/api/v1/profile/reset_access_token',
    { schema: { tags, response: { 200: ZCurrentUser } }, ...auth },
    (req) => resetAccessToken(deps, callerOf(req).user, requestWhere(req)),
  );
};
