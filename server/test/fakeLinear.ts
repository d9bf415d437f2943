import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Linear (db tests and e2e/linear.spec.ts): the OAuth consent page, token exchange and
 * revocation, and the GraphQL operations the app uses (teams, a team's states/users/projects/labels,
 * issueCreate, searchIssues, attachmentCreate, attachmentsForURL, attachmentDelete), over in-memory data. It
 * records every call and can refuse every token as Linear does an expired one.
 */
export const FAKE_LINEAR_CLIENT = { id: 'linear-client-id', secret: 'linear-client-secret' };

interface TIssue {
  id: string;
  identifier: string;
  title: string;
  description: string | null;
  priority: number;
  teamId: string;
  stateId: string;
  assigneeId: string | null;
  labelIds: string[];
}
interface TAttachment {
  id: string;
  issueId: string;
  url: string;
  title: string;
  subtitle: string | null;
}
export interface TLinearCall {
  operation: string;
  variables: Record<string, unknown>;
  token: string | null;
}

const TEAMS = [
  { id: 'team-eng', name: 'Engineering', key: 'ENG' },
  { id: 'team-sup', name: 'Support', key: 'SUP' },
];
const STATES = [
  { id: 'state-eng-todo', name: 'Todo', color: '#e2e2e2', type: 'unstarted', teamId: 'team-eng' },
  { id: 'state-eng-progress', name: 'In Progress', color: '#f2c94c', type: 'started', teamId: 'team-eng' },
  { id: 'state-eng-done', name: 'Done', color: '#5e6ad2', type: 'completed', teamId: 'team-eng' },
  { id: 'state-sup-triage', name: 'Triage', color: '#fc7840', type: 'triage', teamId: 'team-sup' },
];
const USERS = [
  { id: 'user-ada', name: 'Ada Lovelace' },
  { id: 'user-linus', name: 'Linus Torvalds' },
];
const PROJECTS = [{ id: 'project-web', name: 'Website' }];
const LABELS = [
  { id: 'label-bug', name: 'Bug', teamId: 'team-eng' },
  { id: 'label-feature', name: 'Feature', teamId: 'team-eng' },
  { id: 'label-question', name: 'Question', teamId: 'team-sup' },
];

const seedIssues = (): TIssue[] => [
  {
    id: 'issue-eng-1',
    identifier: 'ENG-1',
    title: 'Login page is slow',
    description: 'Takes 5 seconds.',
    priority: 2,
    teamId: 'team-eng',
    stateId: 'state-eng-progress',
    assigneeId: 'user-ada',
    labelIds: ['label-bug'],
  },
  {
    id: 'issue-eng-2',
    identifier: 'ENG-2',
    title: 'Export fails on Safari',
    description: null,
    priority: 3,
    teamId: 'team-eng',
    stateId: 'state-eng-todo',
    assigneeId: null,
    labelIds: [],
  },
];

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

const AUTH_ERROR = {
  errors: [
    {
      message: 'Authentication required, not authenticated',
      extensions: {
        code: 'AUTHENTICATION_ERROR',
        type: 'authentication error',
        userPresentableMessage: 'You need to authenticate to access this operation.',
      },
    },
  ],
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const startFakeLinear = async (port = 0) => {
  const calls: TLinearCall[] = [];
  const codes = new Set<string>();
  const tokens = new Set<string>();
  const revoked: string[] = [];
  let issues = seedIssues();
  let attachments: TAttachment[] = [];
  let refuseTokens = false;
  let next = 100;

  const stateOf = (i: TIssue) => STATES.find((s) => s.id === i.stateId) ?? null;
  const issueNode = (i: TIssue) => ({
    id: i.id,
    identifier: i.identifier,
    title: i.title,
    description: i.description,
    priority: i.priority,
    url: `https://linear.app/acme/issue/${i.identifier}`,
    state: (({ name, color, type }) => ({ name, color, type }))(stateOf(i)!),
    assignee: USERS.find((u) => u.id === i.assigneeId) ?? null,
  });

  /** One GraphQL operation, told by the root field it asks for (the app names its operations the same way). */
  const answer = (query: string, v: Record<string, unknown>): { status: number; body: unknown } => {
    const ok = (data: unknown) => ({ status: 200, body: { data } });
    const invalid = (message: string) => ({
      status: 200,
      body: { errors: [{ message: 'Argument Validation Error', extensions: { userPresentableMessage: message } }] },
    });
    if (query.includes('issueCreate')) {
      const input = v.input as Record<string, unknown>;
      const team = TEAMS.find((t) => t.id === input.teamId);
      if (!team) return invalid('Team not found');
      if (String(input.title).includes('refuse me')) return invalid('Title is not acceptable');
      const issue: TIssue = {
        id: `issue-${++next}`,
        identifier: `${team.key}-${next}`,
        title: String(input.title),
        description: typeof input.description === 'string' ? input.description : null,
        priority: typeof input.priority === 'number' ? input.priority : 0,
        teamId: team.id,
        stateId: typeof input.stateId === 'string' ? input.stateId : STATES.find((s) => s.teamId === team.id)!.id,
        assigneeId: typeof input.assigneeId === 'string' ? input.assigneeId : null,
        labelIds: Array.isArray(input.labelIds) ? (input.labelIds as string[]) : [],
      };
      issues.push(issue);
      return ok({ issueCreate: { success: true, issue: issueNode(issue) } });
    }
    if (query.includes('attachmentCreate')) {
      const input = v.input as Record<string, string>;
      if (!issues.some((i) => i.id === input.issueId || i.identifier === input.issueId))
        return invalid('Entity not found: Issue');
      const issue = issues.find((i) => i.id === input.issueId || i.identifier === input.issueId)!;
      // Linear keeps one attachment per issue and URL: linking again updates it.
      const same = attachments.find((a) => a.issueId === issue.id && a.url === input.url);
      const a = same ?? { id: `attachment-${++next}`, issueId: issue.id, url: input.url!, title: '', subtitle: null };
      a.title = input.title ?? '';
      a.subtitle = input.subtitle ?? null;
      if (!same) attachments.push(a);
      return ok({
        attachmentCreate: { success: true, attachment: { id: a.id, issue: { identifier: issue.identifier } } },
      });
    }
    if (query.includes('attachmentDelete')) {
      const before = attachments.length;
      attachments = attachments.filter((a) => a.id !== v.id);
      if (attachments.length === before) return invalid('Entity not found: Attachment');
      return ok({ attachmentDelete: { success: true } });
    }
    if (query.includes('attachmentsForURL')) {
      const nodes = attachments
        .filter((a) => a.url === v.url)
        .map((a) => ({ id: a.id, title: a.title, issue: issueNode(issues.find((i) => i.id === a.issueId)!) }));
      return ok({ attachmentsForURL: { nodes } });
    }
    if (query.includes('searchIssues')) {
      const term = (typeof v.term === 'string' ? v.term : '').toLowerCase();
      const nodes = issues
        .filter((i) => i.title.toLowerCase().includes(term) || i.identifier.toLowerCase() === term)
        .map(issueNode);
      return ok({ searchIssues: { nodes } });
    }
    if (query.includes('workflowStates')) {
      const teamId = v.teamId;
      return ok({
        users: { nodes: USERS },
        projects: { nodes: PROJECTS },
        workflowStates: { nodes: STATES.filter((s) => s.teamId === teamId).map(({ id, name }) => ({ id, name })) },
        issueLabels: { nodes: LABELS.filter((l) => l.teamId === teamId).map(({ id, name }) => ({ id, name })) },
      });
    }
    if (query.includes('teams')) return ok({ teams: { nodes: TEAMS.map(({ id, name }) => ({ id, name })) } });
    return { status: 400, body: { errors: [{ message: 'Unknown operation' }] } };
  };

  const server = http.createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        const redirect = url.searchParams.get('redirect_uri') ?? '';
        const state = url.searchParams.get('state') ?? '';
        const clientOk = url.searchParams.get('client_id') === FAKE_LINEAR_CLIENT.id;
        const approve = `/oauth/approve?${new URLSearchParams({ redirect_uri: redirect, state })}`;
        const deny = `${redirect}?${new URLSearchParams({ error: 'access_denied', state })}`;
        res.writeHead(clientOk ? 200 : 400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><title>Linear (local stand-in)</title></head><body><main>
<h1>Authorize Helpdesk</h1><p>Helpdesk asks to read and write issues of the Acme workspace.</p>
<a href="${escapeHtml(approve)}">Authorize</a> <a href="${escapeHtml(deny)}">Cancel</a></main></body></html>`);
        return;
      }
      if (req.method === 'GET' && url.pathname === '/oauth/approve') {
        const code = crypto.randomBytes(12).toString('hex');
        codes.add(code);
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        res.end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const form = new URLSearchParams(raw);
        calls.push({ operation: 'token', variables: Object.fromEntries(form), token: null });
        const code = form.get('code') ?? '';
        if (form.get('client_id') !== FAKE_LINEAR_CLIENT.id || form.get('client_secret') !== FAKE_LINEAR_CLIENT.secret)
          return send(401, { error: 'invalid_client' });
        if (!codes.delete(code)) return send(400, { error: 'invalid_grant', error_description: 'Bad code' });
        const token = `lin_oauth_${crypto.randomBytes(12).toString('hex')}`;
        tokens.add(token);
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 315705599, scope: 'read write' });
      }
      const token = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? null;
      if (req.method === 'POST' && url.pathname === '/oauth/revoke') {
        calls.push({ operation: 'revoke', variables: {}, token });
        if (token) {
          revoked.push(token);
          tokens.delete(token);
        }
        return send(200, {});
      }
      if (req.method === 'POST' && url.pathname === '/graphql') {
        const body = JSON.parse(raw || '{}') as { query?: string; variables?: Record<string, unknown> };
        const query = body.query ?? '';
        const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
        calls.push({ operation, variables: body.variables ?? {}, token });
        if (refuseTokens || !token || !tokens.has(token)) return send(400, AUTH_ERROR);
        const { status, body: out } = answer(query, body.variables ?? {});
        return send(status, out);
      }
      send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** The server's environment that points the app at this stand-in. */
    env: fakeLinearEnv((server.address() as AddressInfo).port),
    calls,
    revoked,
    /** A code as the consent page gives one (tests that skip the browser). */
    issueCode: () => {
      const code = crypto.randomBytes(12).toString('hex');
      codes.add(code);
      return code;
    },
    attachments: () => attachments,
    issues: () => issues,
    /** Answer every GraphQL call as Linear does an expired or revoked token. */
    setRefuseTokens: (on: boolean) => {
      refuseTokens = on;
    },
    reset: () => {
      issues = seedIssues();
      attachments = [];
      refuseTokens = false;
      calls.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TFakeLinear = Awaited<ReturnType<typeof startFakeLinear>>;

/** The static env for e2e: the fake's URLs on a fixed port (playwright.config.ts's webServer env). */
export const fakeLinearEnv = (port: number) => {
  const url = `http://127.0.0.1:${port}`;
  return {
    LINEAR_CLIENT_ID: FAKE_LINEAR_CLIENT.id,
    LINEAR_CLIENT_SECRET: FAKE_LINEAR_CLIENT.secret,
    LINEAR_API_URL: `${url}/graphql`,
    LINEAR_AUTHORIZE_URL: `${url}/oauth/authorize`,
    LINEAR_TOKEN_URL: `${url}/oauth/token`,
    LINEAR_REVOKE_URL: `${url}/oauth/revoke`,
  };
};
