import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { onRealtime } from '../../realtime/index.ts';
import { conversationKeys } from '../conversationQueries.ts';
import { BulkMergeButton } from './BulkMerge.tsx';
import { ToolDialog, ToolItems } from './ConversationTools.tsx';
import { MergedNotice } from './MergedNotice.tsx';
import { PreviousConversations } from './PreviousConversations.tsx';
import { SplitButton } from './SplitButton.tsx';
import { ForwardButton } from '../email/ForwardButton.tsx';

/** Every conversation tool, named by `tool`, with its own props (one lazy component: lazyTools.ts). */
export type TToolProps =
  | ({ tool: 'menuItems' } & ComponentProps<typeof ToolItems>)
  | ({ tool: 'dialog' } & ComponentProps<typeof ToolDialog>)
  | ({ tool: 'mergedNotice' } & ComponentProps<typeof MergedNotice>)
  | ({ tool: 'split' } & ComponentProps<typeof SplitButton>)
  | ({ tool: 'previous' } & ComponentProps<typeof PreviousConversations>)
  | ({ tool: 'bulkMerge' } & ComponentProps<typeof BulkMergeButton>);

const listening = new WeakSet<QueryClient>();

/**
 * Merge, unmerge, split by anyone: messages moved between two conversations, whose threads are read again.
 * Registered once, when this chunk first renders — it renders with every conversation that shows messages
 * (each message's split button), so the conversation screen's first load carries no handler.
 */
const listenForMoves = (qc: QueryClient) => {
  if (listening.has(qc)) return;
  listening.add(qc);
  for (const name of ['conversation.merged', 'conversation.unmerged', 'conversation.split'] as const)
    onRealtime(name, (data, ctx) => {
      for (const id of [data.id, data.other.id])
        void qc.invalidateQueries({ queryKey: conversationKeys.messages(ctx.accountId, id) });
    });
};

export const Tool = (p: TToolProps) => {
  listenForMoves(useQueryClient());
  switch (p.tool) {
    case 'menuItems':
      return <ToolItems {...p} />;
    case 'dialog':
      return <ToolDialog {...p} />;
    case 'mergedNotice':
      return <MergedNotice {...p} />;
    case 'split':
      // A message's own tools: split, and forward for an email inbox's messages (email/ForwardButton.tsx).
      return (
        <>
          <SplitButton {...p} />
          <ForwardButton {...p} />
        </>
      );
    case 'previous':
      return <PreviousConversations {...p} />;
    case 'bulkMerge':
      return <BulkMergeButton {...p} />;
  }
};
