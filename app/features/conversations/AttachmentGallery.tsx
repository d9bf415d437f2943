import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { conversationKeys } from './conversationQueries.ts';
import { viewerItems, type TGalleryItem } from './gallery.ts';
import { GalleryContext } from './galleryContext.ts';
import { useConversationAttachments } from './useConversationAttachments.ts';
import { useMessageWindow } from './useConversation.ts';

// Loads when a file is first opened: the conversation screen does not wait for it.
const AttachmentViewer = lazy(() => import('./AttachmentViewer.tsx').then((m) => ({ default: m.AttachmentViewer })));

/**
 * Holds the conversation's attachment viewer: anything inside may open it at a file. The file list
 * is refetched when a message brings a file the list does not hold yet.
 */
export const AttachmentGallery = ({
  accountId,
  conversationId,
  children,
}: {
  accountId: number;
  conversationId: number;
  children: ReactNode;
}) => {
  const qc = useQueryClient();
  const [open, setOpen] = useState<{ id: number; fallback: TGalleryItem[] } | null>(null);
  const files = useConversationAttachments(accountId, conversationId);
  const messages = useMessageWindow(accountId, conversationId).data?.messages;
  let newestFileId = 0;
  for (let i = (messages?.length ?? 0) - 1; i >= 0 && newestFileId === 0; i -= 1)
    for (const a of messages?.[i]?.attachments ?? []) newestFileId = Math.max(newestFileId, a.id);
  const known = files.data;
  const askedFor = useRef(0);
  useEffect(() => {
    if (newestFileId <= askedFor.current || !known || known.some((a) => a.id === newestFileId)) return;
    askedFor.current = newestFileId; // once per new file, even if the list never holds it
    void qc.invalidateQueries({ queryKey: conversationKeys.attachments(accountId, conversationId) });
  }, [newestFileId, known, qc, accountId, conversationId]);

  const openAttachment = useCallback((id: number, fallback: TGalleryItem[]) => setOpen({ id, fallback }), []);
  return (
    <GalleryContext value={openAttachment}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <AttachmentViewer
            key={open.id}
            items={viewerItems(known, open.fallback, open.id)}
            startId={open.id}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </GalleryContext>
  );
};
