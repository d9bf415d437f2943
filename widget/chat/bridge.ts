import { WIDGET_MESSAGE_PREFIX } from '../../common/contracts/widgetConstants.ts';

/** Messages between the chat app (this iframe) and the loader on the host page. */
export type THostCommand = { event: string } & Record<string, unknown>;

export const postToHost = (event: string, data: Record<string, unknown> = {}) => {
  if (window.parent === window) return;
  window.parent.postMessage(`${WIDGET_MESSAGE_PREFIX}${JSON.stringify({ event, ...data })}`, '*');
};

/** Commands from the page that embeds us (only our parent window is listened to). */
export const onHostCommand = (handler: (cmd: THostCommand) => void) => {
  const listener = (e: MessageEvent) => {
    if (e.source !== window.parent || typeof e.data !== 'string' || !e.data.startsWith(WIDGET_MESSAGE_PREFIX)) return;
    try {
      const cmd = JSON.parse(e.data.slice(WIDGET_MESSAGE_PREFIX.length)) as THostCommand;
      if (typeof cmd.event === 'string') handler(cmd);
    } catch {
      // not ours
    }
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
};
