import { createContext, useContext } from 'react';
import type { TGalleryItem } from './gallery.ts';

/** Opens the attachment viewer at one file; `fallback` is shown until the conversation's list holds it. */
export type TOpenAttachment = (id: number, fallback: TGalleryItem[]) => void;

export const GalleryContext = createContext<TOpenAttachment | null>(null);

/** The open-viewer action of the conversation on screen (null outside a conversation). */
export const useOpenAttachment = () => useContext(GalleryContext);
