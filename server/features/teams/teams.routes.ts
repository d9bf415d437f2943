import { ZTeamMembers } from '../../../common/contracts/responses/teams.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZCreateTeamRequest, ZTeamMembersRequest, ZUpdateTeamRequest } from '../../../common/contracts/teams.ts';
import { ZTeam, ZTeamList } from '../../../common/contracts/responses/teams.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as teams from './teams.service.ts';

const tags = ['Teams'];
const base = '/api/v1/accounts/:accountId/teams';

export const registerTeamRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  const member = guards.requireAccount();
  app.get(base, { schema: { tags, params: ZAccountParams, response: { 200: ZTeamList } }, onRequest: member }, (req) =>
    teams.list(deps, membershipOf(req)),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZTeam } }, onRequest: member },
    (req) => teams.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    base,
    { schema: { tags, params: ZAccountParams, body: ZCreateTeamRequest, response: { 200: ZTeam } }, onRequest: admin },
    (req) => teams.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateTeamRequest, response: { 200: ZTeam } },
      onRequest: admin,
    },
    (req) => teams.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await teams.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );

  const members = `${base}/:id/team_members`;
  app.get(
    members,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZTeamMembers } }, onRequest: member },
    (req) => teams.members(deps, membershipOf(req), req.params.id),
  );
  for (const [method, mode] of [
    ['post', 'add'],
    ['patch', 'set'],
    ['delete', 'remove'],
  ] as const) {
    app[method](
      members,
      {
        schema: { tags, params: ZAccountItemParams, body: ZTeamMembersRequest, response: { 200: ZTeamMembers } },
        onRequest: admin,
      },
      (req) => teams.changeMembers(deps, membershipOf(req), req.params.id, req.body.user_ids, mode),
    );
  }
};
