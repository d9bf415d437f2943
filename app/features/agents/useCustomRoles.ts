import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateCustomRoleRequest, TUpdateCustomRoleRequest } from '../../../common/contracts/customRoles.ts';
import { agentKeys } from './agentsApi.ts';
import {
  createCustomRole,
  customRoleKeys,
  deleteCustomRole,
  listCustomRoles,
  listScopeInboxes,
  listScopeTeams,
  updateCustomRole,
} from './customRolesApi.ts';

/** The account's custom roles (administrators only: the settings page and the agent dialogs). */
export const useCustomRoles = (accountId: number) =>
  useQuery({ queryKey: customRoleKeys.list(accountId), queryFn: () => listCustomRoles(accountId) });

/** The account's inboxes by id and name, for a role's inbox scope. */
export const useScopeInboxes = (accountId: number) =>
  useQuery({ queryKey: customRoleKeys.inboxes(accountId), queryFn: () => listScopeInboxes(accountId) });

/** The account's teams by id and name, for a role's team scope. */
export const useScopeTeams = (accountId: number) =>
  useQuery({ queryKey: customRoleKeys.teams(accountId), queryFn: () => listScopeTeams(accountId) });

/** Create, update, remove; a removal also refreshes the agents (its holders became plain agents). */
export const useCustomRoleMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: customRoleKeys.all(accountId) });
  return {
    create: useMutation({
      mutationFn: (input: TCreateCustomRoleRequest) => createCustomRole(accountId, input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateCustomRoleRequest }) =>
        updateCustomRole(accountId, id, input),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => deleteCustomRole(accountId, id),
      onSuccess: () =>
        Promise.all([onSuccess(), queryClient.invalidateQueries({ queryKey: agentKeys.all(accountId) })]),
    }),
  };
};
