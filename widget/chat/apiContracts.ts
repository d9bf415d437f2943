import type { z } from 'zod';
import { ZEmpty } from '../../common/contracts/responses/bodies.ts';
import { ZWidgetArticle, ZWidgetHelpCenter } from '../../common/contracts/responses/helpCenter.ts';
import {
  ZPublicConversation,
  ZPublicMessage,
  ZPublicMessageList,
  ZPublicMessageUpdated,
  ZWidgetContact,
  ZWidgetContactWithToken,
  ZWidgetCampaigns,
  ZWidgetConfig,
  ZWidgetCurrentConversation,
} from '../../common/contracts/responses/widget.ts';

/**
 * The shared response contracts the widget checks its calls against. Loaded only in development and
 * tests (widget/chat/api.ts imports it behind `import.meta.env.DEV`): the widget bundle carries none.
 */
export const WIDGET_CONTRACTS = {
  config: ZWidgetConfig,
  currentConversation: ZWidgetCurrentConversation,
  conversation: ZPublicConversation,
  messageList: ZPublicMessageList,
  message: ZPublicMessage,
  messageUpdated: ZPublicMessageUpdated,
  contact: ZWidgetContact,
  contactWithToken: ZWidgetContactWithToken,
  helpCenter: ZWidgetHelpCenter,
  article: ZWidgetArticle,
  empty: ZEmpty,
  campaigns: ZWidgetCampaigns,
} satisfies Record<string, z.ZodType>;

export type TWidgetContract = keyof typeof WIDGET_CONTRACTS;

/** Throws when a body does not fit its contract: in development and tests, drift fails loudly. */
export const checkWidgetContract = (name: TWidgetContract, path: string, body: unknown) => {
  const result = WIDGET_CONTRACTS[name].safeParse(body);
  if (result.success) return;
  const issues = result.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  throw new Error(`${path} does not match the ${name} contract:\n${issues.join('\n')}`);
};
