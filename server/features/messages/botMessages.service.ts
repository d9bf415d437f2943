import { CONTENT_TYPES, type TCreateMessageRequest } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TBotCaller } from '../auth/index.ts';
import type { TIncomingFile } from '../attachments/index.ts';
import { storeAttachment } from '../attachments/index.ts';
import { interactiveAttributesOf, messageAttributesOf } from './messageInput.ts';
import { sendMessage } from './sendMessage.ts';
import { botActor } from '../../../common/actor.ts';
import { botConversation } from '../agentBots/index.ts';
import { errorText } from '../../lib/serverText.ts';

export const createMessage = async (
  deps: TDeps,
  caller: TBotCaller,
  displayId: number,
  input: TCreateMessageRequest,
  files: TIncomingFile[] = [],
) => {
  const c = await botConversation(deps, caller, displayId);
  const interactive = interactiveAttributesOf(input.content_type, input.content_attributes);
  if (input.content.trim() === '' && !files.length && !interactive)
    throw AppError.invalid('content', errorText('blank'));
  const attributes = { ...input.content_attributes, ...interactive, ...messageAttributesOf(input, {}) };
  const stored = await Promise.all(files.map((f) => storeAttachment(deps, c.accountId, f)));
  const actor = botActor(caller.accountId, caller.bot);
  const recorded = await deps.db.transaction((tx) =>
    sendMessage(tx, actor, c, {
      contentType: CONTENT_TYPES.indexOf(input.content_type),
      content: input.content,
      contentAttributes: attributes,
      private: input.private,
      files: stored,
      echoId: input.echo_id,
    }),
  );
  if (!recorded) throw new Error('message not recorded');
  return recorded.payload;
};
