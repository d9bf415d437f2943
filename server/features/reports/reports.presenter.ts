import { CONVERSATION_STATUSES } from '../../../common/contracts/conversations.ts';
import type { TReportDrilldown, TSummaryReportKind, TSummaryReportRows } from '../../../common/contracts/reports.ts';
import { AVAILABILITY_VALUE, fromValue } from '../../../common/enums.ts';
import { avatarUrlOf } from '../users/index.ts';
import { toCsv } from '../../lib/csv.ts';

export const round2 = (n: number) => Math.round(n * 100) / 100;

export const presentDrilldownRow = (
  r: {
    display_id: number;
    status: number;
    inbox_id: number;
    assignee_id: number | null;
    team_id: number | null;
    contact_name: string | null;
    created_at: string | number;
    event_at: string | number;
    value: number | null;
  },
  isTime: boolean,
): TReportDrilldown['payload'][number] => ({
  id: r.display_id,
  status: CONVERSATION_STATUSES[r.status] ?? 'open',
  inbox_id: r.inbox_id,
  assignee_id: r.assignee_id,
  team_id: r.team_id,
  contact_name: r.contact_name,
  created_at: Math.floor(Number(r.created_at)),
  event_at: Math.floor(Number(r.event_at)),
  value: isTime && r.value !== null ? round2(Number(r.value)) : null,
});

export const presentAgentLoad = (r: {
  id: number;
  name: string;
  email: string;
  avatar_key: string | null;
  availability: number;
  open: number;
  unattended: number;
}) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  thumbnail: avatarUrlOf(r.avatar_key),
  availability: fromValue(AVAILABILITY_VALUE, r.availability),
  metric: { open: r.open, unattended: r.unattended },
});

const NAME_HEADER: Record<TSummaryReportKind, string> = {
  agent: 'Agent name',
  inbox: 'Inbox name',
  team: 'Team name',
  label: 'Label title',
};

/** The per-entity CSV: times in seconds (two decimals), empty where nothing was measured. */
export const summaryCsv = (kind: TSummaryReportKind, rows: (TSummaryReportRows[number] & { name: string })[]) =>
  toCsv(
    [
      NAME_HEADER[kind],
      'Conversations count',
      'Avg first response time (seconds)',
      'Avg resolution time (seconds)',
      'Avg reply time (seconds)',
      'Resolution count',
    ],
    rows.map((r) => [
      r.name,
      r.conversations_count,
      r.avg_first_response_time ?? '',
      r.avg_resolution_time ?? '',
      r.avg_reply_time ?? '',
      r.resolved_conversations_count,
    ]),
  );

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, h) => `${pad(h)}:00`);

/** The traffic heatmap as CSV: one row per local day (yyyy-MM-dd), one column per local hour. */
export const trafficCsv = (days: { date: string; hours: number[] }[]) =>
  toCsv(
    ['Date', ...HOURS],
    days.map((d) => [d.date, ...d.hours]),
  );
