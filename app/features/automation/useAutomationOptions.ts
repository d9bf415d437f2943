import { useAgents } from '../agents/index.ts';
import { useCustomAttributes } from '../customAttributes/index.ts';
import { useInboxes } from '../inboxes/index.ts';
import { useLabels } from '../labels/index.ts';
import { useTeams } from '../teams/index.ts';
import { useSlaPolicies } from '../sla/index.ts';

export interface TOption {
  value: string;
  label: string;
}

/** The account's agents, teams, inboxes, labels and custom attributes as select options for rows. */
export const useAutomationOptions = (accountId: number) => {
  const agents = useAgents(accountId);
  const teams = useTeams(accountId);
  const inboxes = useInboxes(accountId);
  const labels = useLabels(accountId);
  const attributes = useCustomAttributes(accountId);
  const slaPolicies = useSlaPolicies(accountId);
  return {
    agents: (agents.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
    teams: (teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
    inboxes: (inboxes.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
    labels: (labels.data ?? []).map((l) => ({ value: l.title, label: l.title })),
    customAttributes: attributes.data ?? [],
    slaPolicies: (slaPolicies.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  };
};
export type TAutomationOptions = ReturnType<typeof useAutomationOptions>;
