/**
 * The copilot panel hands an answer to the open reply box with this window event (a DOM event: the panel and the
 * reply box's Captain button are separate lazy chunks): the reply box of that conversation takes it with
 * preventDefault() and puts the text in its draft.
 */
export interface TCopilotReply {
  /** The conversation's display id. */
  conversationId: number;
  text: string;
}
declare global {
  interface WindowEventMap {
    'helpdesk:copilot-reply': CustomEvent<TCopilotReply>;
  }
}

/** Asks the conversation's reply box to take the text; false when no reply box took it. */
export const sendToReply = (detail: TCopilotReply) =>
  !window.dispatchEvent(new CustomEvent('helpdesk:copilot-reply', { detail, cancelable: true }));

/** An answer's text for the customer: without its source markers ([1], [2]…). */
export const replyText = (answer: string) =>
  answer
    .replace(/ ?\[\d{1,2}\]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
