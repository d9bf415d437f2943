import type { TRegisteredConsumer } from '../events/consumers.ts';
import { accountWebhooksConsumer } from './accountWebhooks.consumer.ts';
import { agentBotsConsumer } from './agentBots.consumer.ts';
import { autoAssignmentConsumer } from './autoAssignment.consumer.ts';
import { apiInboxWebhooksConsumer } from './apiInboxWebhooks.consumer.ts';
import { automationConsumer } from './automation.consumer.ts';
import { captainKnowledgeConsumer } from './captainKnowledge.consumer.ts';
import { captainAssistantsConsumer } from './captainAssistants.consumer.ts';
import { campaignRecipientsConsumer } from './campaignRecipients.consumer.ts';
import { csatConsumer } from './csat.consumer.ts';
import { dialogflowConsumer } from './dialogflow.consumer.ts';
import { notificationEmailConsumer } from './notificationEmail.consumer.ts';
import { notificationPushConsumer } from './notificationPush.consumer.ts';
import { notificationsConsumer } from './notifications.consumer.ts';
import { reauthorizationMailConsumer } from './reauthorizationMail.consumer.ts';
import { reportingConsumer } from './reporting.consumer.ts';
import { slaConsumer } from './sla.consumer.ts';
import { slackConsumer } from './slack.consumer.ts';

/** Every consumer of committed events; the dispatcher feeds these and no others. */
export const CONSUMERS: readonly TRegisteredConsumer[] = [
  csatConsumer,
  notificationsConsumer,
  apiInboxWebhooksConsumer,
  accountWebhooksConsumer,
  notificationEmailConsumer,
  notificationPushConsumer,
  agentBotsConsumer,
  autoAssignmentConsumer,
  automationConsumer,
  reportingConsumer,
  slaConsumer,
  campaignRecipientsConsumer,
  reauthorizationMailConsumer,
  dialogflowConsumer,
  slackConsumer,
  captainKnowledgeConsumer,
  captainAssistantsConsumer,
];
