import { z } from 'zod';
import { ZAgentConversationMetrics, ZLiveConversationCounts } from '../reports.ts';
import { ZReportingEvent } from './reportingEvents.ts';

/** GET /api/v1/accounts/:accountId/conversations/:conversationId/reporting_events. */
export const ZConversationReportingEvents = z.array(ZReportingEvent);

/** GET …/conversations. */
export const ZLiveConversations = z.union([ZLiveConversationCounts, ZAgentConversationMetrics]);
