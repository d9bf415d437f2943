import { lazy } from 'react';

/**
 * The conversation tools (merge, unmerge, split, bulk merge, previous conversations' messages) as one lazy
 * component, `<ConversationTool tool="split" … />` inside <Suspense fallback={null}>: the conversation screen's
 * first load carries only this line, and the chunk (tools.tsx) brings its own words (toolsCatalogue.ts).
 */
export const ConversationTool = lazy(() => import('./tools.tsx').then((m) => ({ default: m.Tool })));
