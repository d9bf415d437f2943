import type { TCsatMetrics, TCsatSurveyResponse } from '../../../common/contracts/csat.ts';
import { avatarUrlOf } from '../users/index.ts';
import { toCsv } from '../../lib/csv.ts';
import type { TCsatListRow } from './csat.repo.ts';

/** One response as Chatwoot's csat_survey_responses index serves it (conversation_id is the display id). */
export const presentCsatResponse = (row: TCsatListRow): TCsatSurveyResponse => ({
  id: row.response.id,
  account_id: row.response.accountId,
  rating: row.response.rating,
  feedback_message: row.response.feedbackMessage,
  message_id: row.response.messageId,
  conversation_id: row.displayId,
  inbox_id: row.response.inboxId,
  contact: row.contact
    ? {
        id: row.contact.id,
        name: row.contact.name,
        email: row.contact.email,
        phone_number: row.contact.phoneNumber,
        thumbnail: avatarUrlOf(row.contact.avatarKey),
      }
    : null,
  assigned_agent: row.agent
    ? { id: row.agent.id, name: row.agent.name, email: row.agent.email, thumbnail: avatarUrlOf(row.agent.avatarKey) }
    : null,
  created_at: Math.floor(row.response.createdAt.getTime() / 1000),
});

export const presentCsatMetrics = (ratings: { rating: number; n: number }[], sent: number): TCsatMetrics => {
  const ratingsCount = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of ratings) if (r.rating >= 1 && r.rating <= 5) ratingsCount[r.rating as 1 | 2 | 3 | 4 | 5] = r.n;
  return {
    total_count: ratings.reduce((sum, r) => sum + r.n, 0),
    ratings_count: ratingsCount,
    total_sent_messages_count: sent,
  };
};

export const CSAT_CSV_HEADERS = [
  'Agent Name',
  'Rating',
  'Feedback',
  'Contact Name',
  'Contact Email',
  'Contact Phone',
  'Link to the Conversation',
  'Recorded On',
];

/** The download: Chatwoot's columns, one row per response, times in UTC (ISO 8601). */
export const csatCsv = (rows: TCsatListRow[], conversationUrl: (displayId: number) => string) =>
  toCsv(
    CSAT_CSV_HEADERS,
    rows.map((row) => [
      row.agent?.name,
      row.response.rating,
      row.response.feedbackMessage,
      row.contact?.name,
      row.contact?.email,
      row.contact?.phoneNumber,
      conversationUrl(row.displayId),
      row.response.createdAt.toISOString(),
    ]),
  );
