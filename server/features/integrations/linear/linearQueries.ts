import type {
  TCreateLinearIssue,
  TLinearIssue,
  TLinearLinkedIssue,
  TLinearNamed,
  TLinearTeamEntities,
} from '../../../../common/contracts/linear.ts';
import { linearGraphql, LinearRequestError, type TLinearTarget } from './linearClient.ts';

/** The GraphQL Linear is asked (Chatwoot's Linear::Queries and Mutations, with variables). */
const ISSUE_FIELDS = 'id identifier title description priority url state { name color type } assignee { name }';

type TNodes<T> = { nodes: T[] };
type TRawIssue = {
  id: string;
  identifier: string;
  title: string;
  description?: string | null;
  priority?: number | null;
  url?: string | null;
  state?: { name: string; color: string; type?: string } | null;
  assignee?: { name: string } | null;
};

const named = (nodes: TNodes<TLinearNamed> | undefined) => (nodes?.nodes ?? []).map(({ id, name }) => ({ id, name }));

const presentIssue = (i: TRawIssue): TLinearIssue => ({
  id: i.id,
  identifier: i.identifier,
  title: i.title,
  description: i.description ?? null,
  priority: i.priority ?? null,
  url: i.url ?? null,
  state: i.state ? { name: i.state.name, color: i.state.color, ...(i.state.type && { type: i.state.type }) } : null,
  assignee: i.assignee ? { name: i.assignee.name } : null,
});

export const listTeams = async (target: TLinearTarget, token: string) =>
  named(
    (
      await linearGraphql<{ teams?: TNodes<TLinearNamed> }>(
        target,
        token,
        'query Teams { teams { nodes { id name } } }',
      )
    ).teams,
  );

export const teamEntities = async (
  target: TLinearTarget,
  token: string,
  teamId: string,
): Promise<TLinearTeamEntities> => {
  const data = await linearGraphql<{
    users?: TNodes<TLinearNamed>;
    projects?: TNodes<TLinearNamed>;
    workflowStates?: TNodes<TLinearNamed>;
    issueLabels?: TNodes<TLinearNamed>;
  }>(
    target,
    token,
    `query TeamEntities($teamId: ID!) {
  users { nodes { id name } }
  projects { nodes { id name } }
  workflowStates(filter: { team: { id: { eq: $teamId } } }) { nodes { id name } }
  issueLabels(filter: { team: { id: { eq: $teamId } } }) { nodes { id name } }
}`,
    { teamId },
  );
  return {
    users: named(data.users),
    projects: named(data.projects),
    states: named(data.workflowStates),
    labels: named(data.issueLabels),
  };
};

export const createIssue = async (target: TLinearTarget, token: string, input: TCreateLinearIssue) => {
  const data = await linearGraphql<{ issueCreate?: { success: boolean; issue?: TRawIssue | null } }>(
    target,
    token,
    `mutation IssueCreate($input: IssueCreateInput!) {
  issueCreate(input: $input) { success issue { ${ISSUE_FIELDS} } }
}`,
    {
      input: {
        teamId: input.team_id,
        title: input.title,
        ...(input.description && { description: input.description }),
        ...(input.priority != null && { priority: input.priority }),
        ...(input.state_id && { stateId: input.state_id }),
        ...(input.assignee_id && { assigneeId: input.assignee_id }),
        ...(input.project_id && { projectId: input.project_id }),
        ...(input.label_ids?.length && { labelIds: input.label_ids }),
      },
    },
  );
  const issue = data.issueCreate?.issue;
  if (!data.issueCreate?.success || !issue) throw new LinearRequestError('Linear did not create the issue');
  return presentIssue(issue);
};

/**
 * Links the issue to the conversation: an attachment on the issue whose URL is the conversation's. Returns the
 * link's id and the issue's identifier (ENG-12: the id given may be Linear's internal one).
 */
export const linkIssue = async (
  target: TLinearTarget,
  token: string,
  link: { issueId: string; url: string; title: string; subtitle: string },
) => {
  const data = await linearGraphql<{
    attachmentCreate?: {
      success: boolean;
      attachment?: { id: string; issue?: { identifier?: string | null } | null } | null;
    };
  }>(
    target,
    token,
    `mutation AttachmentCreate($input: AttachmentCreateInput!) {
  attachmentCreate(input: $input) { success attachment { id issue { identifier } } }
}`,
    { input: { issueId: link.issueId, url: link.url, title: link.title, subtitle: link.subtitle } },
  );
  const attachment = data.attachmentCreate?.attachment;
  if (!data.attachmentCreate?.success || !attachment?.id) throw new LinearRequestError('Linear did not link the issue');
  return { id: attachment.id, identifier: attachment.issue?.identifier || link.issueId };
};

export const unlinkIssue = async (target: TLinearTarget, token: string, linkId: string) => {
  const data = await linearGraphql<{ attachmentDelete?: { success: boolean } }>(
    target,
    token,
    'mutation AttachmentDelete($id: String!) { attachmentDelete(id: $id) { success } }',
    { id: linkId },
  );
  if (!data.attachmentDelete?.success) throw new LinearRequestError('Linear did not unlink the issue');
};

export const searchIssues = async (target: TLinearTarget, token: string, term: string) => {
  const data = await linearGraphql<{ searchIssues?: TNodes<TRawIssue> }>(
    target,
    token,
    `query SearchIssues($term: String!) { searchIssues(term: $term, first: 20) { nodes { ${ISSUE_FIELDS} } } }`,
    { term },
  );
  return (data.searchIssues?.nodes ?? []).map(presentIssue);
};

/** The links on Linear whose URL is the conversation's, each with its issue. */
export const linkedIssues = async (
  target: TLinearTarget,
  token: string,
  url: string,
): Promise<TLinearLinkedIssue[]> => {
  const data = await linearGraphql<{
    attachmentsForURL?: TNodes<{ id: string; title: string; issue?: TRawIssue | null }>;
  }>(
    target,
    token,
    `query AttachmentsForUrl($url: String!) {
  attachmentsForURL(url: $url) { nodes { id title issue { ${ISSUE_FIELDS} } } }
}`,
    { url },
  );
  return (data.attachmentsForURL?.nodes ?? []).flatMap((a) =>
    a.issue ? [{ id: a.id, title: a.title, issue: presentIssue(a.issue) }] : [],
  );
};
