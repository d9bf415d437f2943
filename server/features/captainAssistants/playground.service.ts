import type { TPlaygroundRequest, TPlaygroundResult } from '../../../common/contracts/captainAssistants.ts';
import { isFeatureEnabled } from '../../../common/features.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import { getAssistant } from './assistants.service.ts';
import { runTurn } from './runtime.ts';

/**
 * POST assistants/:id/playground: the assistant answers a message after a history, as it would in an inbox, with
 * no conversation: knowledge searches and GET tools run, conversation actions are reported, not done.
 */
export const playground = async (
  deps: TDeps,
  m: TMembership,
  id: number,
  input: Required<TPlaygroundRequest>,
): Promise<TPlaygroundResult> => {
  const assistant = await getAssistant(deps, m.accountId, id);
  // The account's Captain feature (the console may turn it off): off, the playground does not exist for it.
  if (!isFeatureEnabled(m.account.features, 'captain_integration'))
    throw new AppError('not_found', errorText('captainDisabled'));
  const turn = await runTurn(deps, {
    assistant,
    conversation: null,
    history: [...input.message_history, { role: 'user', content: input.message_content }],
    userId: m.accountUser.userId,
  });
  return {
    content: turn.reply || (turn.action === 'handoff' ? (assistant.config.handoff_message ?? '') : ''),
    action: turn.action,
    citations: turn.citations,
    tools: turn.tools,
  };
};
