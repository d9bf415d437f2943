import { describe, expect, it } from 'vitest';
import {
  arrowStep,
  fileNameOf,
  fileSizeText,
  galleryOrder,
  isViewable,
  itemsOfMessage,
  stepIndex,
  viewerItems,
  type TGalleryItem,
} from './gallery.ts';
import { attachmentFixture, messageFixture, userFixture } from './testFixtures.ts';

const item = (id: number, created_at: number, file_type: TGalleryItem['file_type'] = 'image'): TGalleryItem => ({
  ...attachmentFixture({ id, message_id: id * 10, file_type, data_url: `/uploads/x/${id}.png` }),
  created_at,
  sender: null,
});

describe('gallery navigation', () => {
  it('steps forward and back and stops at either end', () => {
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, 1)).toBeNull();
    expect(stepIndex(0, 3, -1)).toBeNull();
    expect(stepIndex(2, 3, -1)).toBe(1);
    expect(stepIndex(0, 1, 1)).toBeNull();
  });

  it('maps arrow keys to next/previous, mirrored right-to-left', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowUp', 'ltr')).toBeNull();
    expect(arrowStep('Enter', 'rtl')).toBeNull();
  });

  it('orders oldest first, ties by id (the route answers newest first)', () => {
    const ordered = galleryOrder([item(3, 200), item(1, 100), item(2, 200)]);
    expect(ordered.map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it("uses the conversation's list once it holds the clicked file, else the message's own files", () => {
    const all = [item(5, 300), item(4, 100)];
    const own = [item(9, 900)];
    expect(viewerItems(all, own, 4).map((x) => x.id)).toEqual([4, 5]);
    expect(viewerItems(all, own, 9).map((x) => x.id)).toEqual([9]);
    expect(viewerItems(undefined, own, 9).map((x) => x.id)).toEqual([9]);
  });

  it("builds items from a message's attachments with its sender and time", () => {
    const m = messageFixture({
      id: 7,
      content: null,
      conversation_id: 1,
      message_type: 0,
      status: 'sent',
      private: false,
      created_at: 42,
      sender: userFixture({ id: 3, name: 'Jane' }),
      attachments: [
        attachmentFixture({ id: 1, message_id: 7, file_type: 'file', data_url: '/uploads/a/b/report%20q1.pdf' }),
      ],
    });
    const [x] = itemsOfMessage(m);
    expect(x).toMatchObject({ id: 1, created_at: 42, sender: { name: 'Jane' } });
    expect(isViewable(x!)).toBe(false);
    expect(fileNameOf(x!)).toBe('report q1.pdf');
    expect(isViewable({ file_type: 'video' })).toBe(true);
  });
});

describe('file sizes', () => {
  it('reads in bytes, kB and MB, empty when unknown', () => {
    expect(fileSizeText(undefined, 'en')).toBe('');
    expect(fileSizeText(512, 'en')).toBe('512 byte');
    expect(fileSizeText(12_300, 'en')).toBe('12.3 kB');
    expect(fileSizeText(3_450_000, 'en')).toBe('3.5 MB');
  });
});
