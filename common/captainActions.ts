import { REWRITE_OPERATIONS, type TRewriteOperation } from './contracts/captain.ts';

/** What Captain can do from the reply box or the palette: a rewrite of the draft, or a task on the conversation. */
export type TCaptainAction =
  | { task: 'rewrite'; operation: TRewriteOperation }
  | { task: 'summarize' | 'reply_suggestion' | 'follow_up' | 'label_suggestion' };

export const CAPTAIN_ACTIONS: readonly TCaptainAction[] = [
  ...REWRITE_OPERATIONS.map((operation) => ({ task: 'rewrite' as const, operation })),
  { task: 'summarize' },
  { task: 'reply_suggestion' },
  { task: 'follow_up' },
  { task: 'label_suggestion' },
];

/** The key of the action's name under `captainAssist.actions` (the dialog's and the palette's words). */
export const actionKey = (a: TCaptainAction) => (a.task === 'rewrite' ? a.operation : a.task);

/**
 * The command palette asks the open reply box for a Captain action with this window event (a DOM event, so
 * neither lazy chunk carries a shared store): the reply box of that conversation takes it with
 * preventDefault(), and the palette learns from dispatchEvent's answer whether one did.
 */
export interface TCaptainRequest {
  conversationId: number;
  action: TCaptainAction;
}
declare global {
  interface WindowEventMap {
    'helpdesk:captain': CustomEvent<TCaptainRequest>;
  }
}
