import { lazy } from 'react';

/**
 * An imported email shown as mail (its quoted text, "show original"; EmailBody.tsx) as a lazy component inside
 * <Suspense>: the conversation screen's first load carries only this line; the chunk loads with the first email
 * and brings its words (toolsCatalogue.ts). Forward rides in the conversation tools (merge/tools.tsx).
 */
export const LazyEmailBody = lazy(() => import('./EmailBody.tsx').then((m) => ({ default: m.EmailBody })));

/** An email message's Subject / To / Cc / Bcc lines (EmailRecipients.tsx), loaded with the first such message. */
export const LazyEmailRecipients = lazy(() =>
  import('./EmailRecipients.tsx').then((m) => ({ default: m.EmailRecipients })),
);
