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
  const known = files.data;
  // A file the list lacks, or holds as it was before the provider's media arrived (type, address): read it again,
  // once per such difference, even if the list never comes to hold it.
  const byId = new Map((known ?? []).map((a) => [a.id, a]));
  const differing = (messages ?? [])
    .flatMap((m) => m.attachments ?? [])
    .filter((a) => byId.get(a.id)?.file_type !== a.file_type || byId.get(a.id)?.data_url !== a.data_url)
    .map((a) => `${a.id}:${a.file_type}:${a.data_url}`)
    .join(' ');
  const askedFor = useRef('');
  useEffect(() => {
    if (!known || differing === '' || differing === askedFor.current) return;
    askedFor.current = differing;
    void qc.invalidateQueries({ queryKey: conversationKeys.attachments(accountId, conversationId) });
  }, [differing, known, qc, accountId, conversationId]);

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
