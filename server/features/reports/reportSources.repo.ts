import { sql, type SQL } from 'drizzle-orm';
import type { TReportingEventName } from '../../../common/contracts/reports.ts';

/**
 * What each report source's rows are, for the aggregates of reports.repo.ts: a `source` is what a metric
 * counts (conversations created, incoming or outgoing messages, reporting_events of one name), read from the
 * covering indexes of conversations, messages and reporting_events (account, kind, created_at; see the schema
 * files) with the scope's condition. Ranges are half-open [from, to) in unix seconds.
 */
export type TReportSource = 'conversations' | 'incoming_messages' | 'outgoing_messages' | TReportingEventName;

export type TReportScopeFilter =
  { kind: 'account' } | { kind: 'agent' | 'inbox' | 'team'; id: number } | { kind: 'label'; title: string };

export interface TSourceSpec {
  accountId: number;
  source: TReportSource;
  scope: TReportScopeFilter;
  businessHours: boolean;
}

export interface TRangeSeconds {
  from: number;
  to: number;
}

/**
 * What the figures count: the live rows and what the retention policy's deleted conversations left
 * (archived_conversations / archived_messages, db/schema/reportArchive.ts), so deleting old conversations does
 * not change the figures of their period. Simple UNION ALLs: PostgreSQL pushes each condition into both sides.
 */
export const CONVERSATION_ROWS = sql.raw(
  `(SELECT id, account_id, created_at, assignee_id, inbox_id, team_id, labels FROM conversations
    UNION ALL SELECT id, account_id, created_at, assignee_id, inbox_id, team_id, labels FROM archived_conversations)`,
);
export const MESSAGE_ROWS = sql.raw(
  `(SELECT account_id, created_at, message_type, private, inbox_id, sender_type, sender_id, conversation_id FROM messages
    UNION ALL SELECT account_id, created_at, message_type, private, inbox_id, sender_type, sender_id, conversation_id
    FROM archived_messages)`,
);

export const isEvent = (s: TReportSource) =>
  s !== 'conversations' && s !== 'incoming_messages' && s !== 'outgoing_messages';

/**
 * The conversations of the account a team/label/assignee scope keeps (for message and event rows). A UNION,
 * not the UNION ALL of CONVERSATION_ROWS: the planner cannot tell how many distinct ids an appended set
 * holds (it guesses 200), so `IN (… UNION ALL …)` was planned as a loop over the 10,000 conversations of a
 * label, each probing messages by conversation (bench: a label's 30-day message count 90–130 ms instead of
 * 20); a UNION is known distinct and sized, and joins by hash as `IN (SELECT … FROM conversations)` did.
 */
const conversationIdsWhere = (accountId: number, cond: SQL) =>
  sql`t.conversation_id IN (SELECT c.id FROM conversations c WHERE c.account_id = ${accountId} AND ${cond}
    UNION SELECT c.id FROM archived_conversations c WHERE c.account_id = ${accountId} AND ${cond})`;

const conversationScope = (scope: TReportScopeFilter, col: (name: string) => SQL): SQL | null => {
  switch (scope.kind) {
    case 'account':
      return null;
    case 'agent':
      return sql`${col('assignee_id')} = ${scope.id}`;
    case 'inbox':
      return sql`${col('inbox_id')} = ${scope.id}`;
    case 'team':
      return sql`${col('team_id')} = ${scope.id}`;
    case 'label':
      return sql`${col('labels')} @> ARRAY[${scope.title}]::text[]`;
  }
};

/** FROM + WHERE (without the time condition) of a source, rows aliased `t`. */
export const sourceFrom = (spec: TSourceSpec): { from: SQL; where: SQL[] } => {
  const { accountId, source, scope } = spec;
  const where: SQL[] = [sql`t.account_id = ${accountId}`];
  const viaConversation = (s: TReportScopeFilter) => {
    const cond = conversationScope(s, (name) => sql.raw(`c.${name}`));
    if (cond) where.push(conversationIdsWhere(accountId, cond));
  };
  if (source === 'conversations') {
    const cond = conversationScope(scope, (name) => sql.raw(`t.${name}`));
    if (cond) where.push(cond);
    return { from: sql`${CONVERSATION_ROWS} t`, where };
  }
  if (source === 'incoming_messages' || source === 'outgoing_messages') {
    if (source === 'incoming_messages') where.push(sql`t.message_type = 0`);
    else where.push(sql`t.message_type = 1 AND NOT t.private`);
    if (scope.kind === 'inbox') where.push(sql`t.inbox_id = ${scope.id}`);
    else if (scope.kind === 'agent' && source === 'outgoing_messages')
      where.push(sql`t.sender_type = 'User' AND t.sender_id = ${scope.id}`);
    else viaConversation(scope);
    return { from: sql`${MESSAGE_ROWS} t`, where };
  }
  where.push(sql`t.name = ${source}`);
  if (scope.kind === 'agent') where.push(sql`t.user_id = ${scope.id}`);
  else if (scope.kind === 'inbox') where.push(sql`t.inbox_id = ${scope.id}`);
  else viaConversation(scope);
  return { from: sql`reporting_events t`, where };
};

export const valueOf = (spec: TSourceSpec) =>
  isEvent(spec.source) ? (spec.businessHours ? sql`t.value_in_business_hours` : sql`t.value`) : sql`NULL::float8`;

export const within = (r: TRangeSeconds) =>
  sql`t.created_at >= to_timestamp(${r.from}::float8) AND t.created_at < to_timestamp(${r.to}::float8)`;
