import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateTeamRequest, TUpdateTeamRequest } from '../../../common/contracts/teams.ts';
import {
  changeTeamMembers,
  createTeam,
  deleteTeam,
  fetchTeamsStrict,
  getTeam,
  listTeamMembers,
  teamKeys,
  updateTeam,
} from './teamQueries.ts';

/** settings_teams_list: the account's teams with load failures shown. */
export const useManagedTeams = (accountId: number) =>
  useQuery({ queryKey: teamKeys.manage(accountId), queryFn: () => fetchTeamsStrict(accountId) });

export const useTeam = (accountId: number, id: number) =>
  useQuery({ queryKey: teamKeys.detail(accountId, id), queryFn: () => getTeam(accountId, id) });

export const useTeamMembers = (accountId: number, id: number) =>
  useQuery({ queryKey: teamKeys.members(accountId, id), queryFn: () => listTeamMembers(accountId, id) });

/** Every change refreshes every team list (the sidebar's too) when it lands. */
export const useTeamMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: teamKeys.all(accountId) });
  return {
    create: useMutation({ mutationFn: (input: TCreateTeamRequest) => createTeam(accountId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateTeamRequest }) => updateTeam(accountId, id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteTeam(accountId, id), onSuccess }),
    members: useMutation({
      mutationFn: ({ id, userIds, mode }: { id: number; userIds: number[]; mode: 'add' | 'set' }) =>
        changeTeamMembers(accountId, id, userIds, mode),
      onSuccess,
    }),
  };
};
