import { useEffect, useSyncExternalStore } from 'react';

/**
 * The document title every route sets (issue 22 item 5): what is on screen, then where, then the account —
 * "(3) #282 Maya Visitor · Conversations · Lumen Home" — with the unread count in front while there is one,
 * so a tab in the background says that something waits.
 */
export const composeTitle = (parts: readonly (string | null | undefined)[], unread = 0) =>
  `${unread > 0 ? `(${unread > 99 ? '99+' : unread}) ` : ''}${parts.filter((p) => p && p.trim() !== '').join(' · ')}`;

/** The open page's own part of the title (the open conversation, a contact), when it has one. */
let pageTitle: string | null = null;
const listeners = new Set<() => void>();
const publish = (next: string | null) => {
  pageTitle = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** A page names what it shows (null while it does not know yet); the shell puts it first in the title. */
export const usePageTitle = (title: string | null) => {
  useEffect(() => {
    if (title === null) return;
    publish(title);
    return () => {
      if (pageTitle === title) publish(null);
    };
  }, [title]);
};

/** What the open page has named itself, if anything. */
export const usePageTitlePart = () => useSyncExternalStore(subscribe, () => pageTitle);

/** Sets document.title while mounted and whenever it changes. */
export const useDocumentTitle = (title: string | null) => {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
};
