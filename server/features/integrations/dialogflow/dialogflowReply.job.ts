import { integrationActor } from '../../../../common/actor.ts';
import { CONTENT_TYPES, CONVERSATION_STATUSES } from '../../../../common/contracts/conversations.ts';
import { defineJob, PermanentJobError } from '../../../jobs/queue.ts';
import { ProviderError } from '../../../lib/providerHttp.ts';
import { findConversationByDisplayId } from '../../conversationCore/index.ts';
import { changeStatus, sendMessage } from '../../conversations/index.ts';
import { findApp } from '../apps.ts';
import { findHook } from '../integrations.repo.ts';
import { openHookSecrets } from '../integrations.service.ts';
import type { TServiceAccountKey } from '../googleAuth.ts';
import { detectIntent, type TDialogflowAnswer } from './dialogflowClient.ts';

export interface TDialogflowReplyJob {
  accountId: number;
  hookId: number;
  /** The conversation's display id. */
  conversationId: number;
  /** The visitor's words. */
  content: string;
}

const PENDING = CONVERSATION_STATUSES.indexOf('pending');

/** A payload's content type when it is one the messages know; anything else is sent as text. */
const contentTypeOf = (name: string | undefined) => {
  const index = CONTENT_TYPES.indexOf((name ?? 'text') as (typeof CONTENT_TYPES)[number]);
  return index < 0 ? 0 : index;
};

/**
 * Dialogflow answers a pending conversation (Chatwoot's Integrations::Dialogflow::ProcessorService): the
 * visitor's message goes to detectIntent under the conversation's session; the fulfilment's messages are
 * sent as replies and a `{"action": "handoff"}` payload opens the conversation for people. All of it as the
 * integration (lines read "… by Dialogflow"), through the conversation commands. A conversation no longer
 * pending (an agent took over meanwhile) or a hook switched off is left alone. Google's 4xx answers fail the
 * job at once; timeouts and 5xx retry.
 */
export const dialogflowReplyJob = defineJob<TDialogflowReplyJob>(
  'integration.dialogflow_reply',
  async (data, { deps }) => {
    const hook = (await findHook(deps.db, data.accountId, data.hookId))?.hook;
    const app = findApp('dialogflow');
    if (!app || !hook || hook.status !== 1 || hook.inboxId === null) return;
    const before = await findConversationByDisplayId(deps.db, data.accountId, data.conversationId);
    if (!before || before.status !== PENDING || before.inboxId !== hook.inboxId) return;
    const settings = app.settings.parse({ ...hook.settings, ...(await openHookSecrets(deps, hook)) }) as {
      project_id: string;
      credentials: string;
      region: string;
      language_code: string;
    };
    const m = deps.config.messaging;
    let answer: TDialogflowAnswer;
    try {
      answer = await detectIntent(
        { apiUrl: m.dialogflowApiUrl, tokenUrl: m.googleTokenUrl, timeoutMs: m.timeoutMs },
        {
          projectId: settings.project_id,
          region: settings.region,
          languageCode: settings.language_code,
          key: JSON.parse(settings.credentials) as TServiceAccountKey,
        },
        before.uuid,
        data.content,
      );
    } catch (err) {
      if (err instanceof ProviderError && err.isPermanent) {
        deps.log.warn({ hookId: hook.id, status: err.status }, 'dialogflow refused the request');
        throw new PermanentJobError(err.message);
      }
      throw err;
    }
    const actor = integrationActor(data.accountId, app.name);
    await deps.db.transaction(async (tx) => {
      // Read again in the transaction: an agent who took the conversation meanwhile keeps it.
      let c = await findConversationByDisplayId(tx, data.accountId, data.conversationId);
      if (!c || c.status !== PENDING) return;
      for (const reply of answer.replies) {
        const recorded = await sendMessage(tx, actor, c, {
          content: reply.content,
          contentType: contentTypeOf(reply.contentType),
          ...(reply.contentAttributes && { contentAttributes: reply.contentAttributes }),
        });
        c = recorded?.conversation ?? c;
      }
      if (answer.handoff) await changeStatus(tx, actor, c, { status: 'open' });
    });
  },
  { maxAttempts: 3 },
);
