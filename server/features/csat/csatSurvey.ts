import { CONTENT_TYPES } from '../../../common/contracts/conversations.ts';
import { csatConfigOf } from '../../../common/contracts/csat.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import { findInboxRow, hasMessageOfContentType } from '../messages/index.ts';
import { recordTemplate } from '../messages/index.ts';
import { serverText } from '../../lib/serverText.ts';

/** The survey question when the inbox sets none: stored in English, the public page shows it in its language. */
export const CSAT_TEXT = serverText('csatSurvey', 'en')('defaultQuestion');
const INPUT_CSAT = CONTENT_TYPES.indexOf('input_csat');
const WEB_WIDGET = 'Channel::WebWidget';

/** The public survey page of a conversation (for channels that cannot show the rating form). */
export const surveyUrl = (baseUrl: string, conversationUuid: string) =>
  `${baseUrl.replace(/\/+$/, '')}/survey/responses/${conversationUuid}`;

/**
 * Chatwoot's CSAT survey: when a conversation of an inbox with CSAT on (and "send on resolve" on) is
 * resolved, an input_csat message asks the customer for a rating, once per conversation. The widget
 * shows the rating form in the chat; every other channel (email, SMS, WhatsApp, API…) gets the
 * question with a link to the public survey page, as an absolute URL from `baseUrl`.
 */
export const maybeSendCsatSurvey = async (tx: TExecutor, conv: TConversationRow, baseUrl: string) => {
  const inbox = await findInboxRow(tx, conv.inboxId);
  if (!inbox?.csatSurveyEnabled) return false;
  const config = csatConfigOf(inbox.csatConfig);
  if (!config.send_on_resolve) return false;
  if (await hasMessageOfContentType(tx, conv.id, INPUT_CSAT)) return false;
  const question = config.message || CSAT_TEXT;
  const content = inbox.channelType === WEB_WIDGET ? question : `${question}\n${surveyUrl(baseUrl, conv.uuid)}`;
  await recordTemplate(tx, conv, content, INPUT_CSAT, { display_type: config.display_type });
  return true;
};
