import { z } from 'zod';

/**
 * Linear from a conversation (Chatwoot's integrations/linear routes, docs/INTEGRATIONS.md): the connected
 * workspace's teams and each team's states, people, projects and labels; issues created, searched, linked to
 * the conversation (an attachment on Linear's side whose URL is the conversation's) and unlinked.
 */

const ZId = z.string().trim().min(1, { message: "can't be blank" }).max(255);
const ZConversationId = z.coerce.number().int().positive().max(2_147_483_647);

/** Linear's priorities: 0 none, 1 urgent, 2 high, 3 medium (normal), 4 low. */
export const LINEAR_PRIORITIES = [0, 1, 2, 3, 4] as const;

export const ZLinearNamed = z.object({ id: z.string(), name: z.string() });
export type TLinearNamed = z.infer<typeof ZLinearNamed>;
export const ZLinearTeamList = z.array(ZLinearNamed);

/** GET team_entities: what an issue of the team may be given. */
export const ZLinearTeamEntities = z.object({
  users: z.array(ZLinearNamed),
  projects: z.array(ZLinearNamed),
  states: z.array(ZLinearNamed),
  labels: z.array(ZLinearNamed),
});
export type TLinearTeamEntities = z.infer<typeof ZLinearTeamEntities>;
export const ZLinearTeamQuery = z.object({ team_id: ZId });

const ZOptionalId = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((v) => v || undefined);

export const ZCreateLinearIssueRequest = z.object({
  conversation_id: ZConversationId,
  team_id: ZId,
  title: z
    .string()
    .trim()
    .min(1, { message: "can't be blank" })
    .max(255, { message: 'must be at most 255 characters' }),
  description: z.string().max(50_000, { message: 'is too long' }).nullish(),
  priority: z.coerce
    .number()
    .int()
    .min(0, { message: 'must be 0 to 4' })
    .max(4, { message: 'must be 0 to 4' })
    .nullish(),
  state_id: ZOptionalId,
  assignee_id: ZOptionalId,
  project_id: ZOptionalId,
  label_ids: z.array(ZId).max(50).nullish(),
});
export type TCreateLinearIssueRequest = z.input<typeof ZCreateLinearIssueRequest>;
export type TCreateLinearIssue = z.infer<typeof ZCreateLinearIssueRequest>;

/** The issue create_issue made (Chatwoot: id, title, identifier), linked to the conversation. */
export const ZLinearCreatedIssue = z.object({
  id: z.string(),
  title: z.string(),
  identifier: z.string(),
  url: z.string().nullable(),
  link_id: z.string().nullable(),
});
export type TLinearCreatedIssue = z.infer<typeof ZLinearCreatedIssue>;

export const ZLinkLinearIssueRequest = z.object({
  conversation_id: ZConversationId,
  issue_id: ZId,
  title: z.string().trim().max(255).nullish(),
});
export type TLinkLinearIssueRequest = z.input<typeof ZLinkLinearIssueRequest>;
export const ZLinearLink = z.object({ id: z.string(), link: z.string(), link_id: z.string() });

export const ZUnlinkLinearIssueRequest = z.object({
  conversation_id: ZConversationId,
  link_id: ZId,
  issue_id: z.string().trim().max(255).nullish(),
});
export type TUnlinkLinearIssueRequest = z.input<typeof ZUnlinkLinearIssueRequest>;
export const ZLinearUnlinked = z.object({ link_id: z.string() });

export const ZLinearSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, { message: 'Specify search string with parameter q' })
    .max(255, { message: 'must be at most 255 characters' }),
});
export const ZLinkedIssuesQuery = z.object({ conversation_id: ZConversationId });

const ZLinearState = z.object({ name: z.string(), color: z.string(), type: z.string().optional() }).nullable();

/** An issue as search_issue lists it. */
export const ZLinearIssue = z.object({
  id: z.string(),
  identifier: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.number().int().nullable(),
  url: z.string().nullable(),
  state: ZLinearState,
  assignee: z.object({ name: z.string() }).nullable(),
});
export type TLinearIssue = z.infer<typeof ZLinearIssue>;
export const ZLinearIssueList = z.array(ZLinearIssue);

/** linked_issues: the conversation's links (attachments on Linear), each with its issue; `id` is the link_id. */
export const ZLinearLinkedIssue = z.object({ id: z.string(), title: z.string(), issue: ZLinearIssue });
export type TLinearLinkedIssue = z.infer<typeof ZLinearLinkedIssue>;
export const ZLinearLinkedIssueList = z.array(ZLinearLinkedIssue);
