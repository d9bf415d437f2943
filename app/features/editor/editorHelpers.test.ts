import { describe, expect, it, vi } from 'vitest';
import { docToMarkdown, mentionedIds, type TDocNode } from './editorMarkdown.ts';
import {
  addAttachments,
  checkImage,
  draftKey,
  loadDraft,
  MAX_IMAGE_BYTES,
  saveDraft,
  substituteVariables,
  TypingNotifier,
  variableValues,
} from './editorHelpers.ts';
import { searchEmoji } from './emojiData.ts';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    length: 0,
  } as Storage;
};

describe('image uploads', () => {
  it('takes png, jpeg, jpg, gif, webp up to 4 MB', () => {
    expect(checkImage({ type: 'image/png', name: 'a.png', size: 10 })).toBe('ok');
    expect(checkImage({ type: 'image/webp', name: 'a.webp', size: MAX_IMAGE_BYTES })).toBe('ok');
    expect(checkImage({ type: 'image/gif', name: 'a.gif', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
    expect(checkImage({ type: 'image/svg+xml', name: 'a.svg', size: 10 })).toBe('type');
    expect(checkImage({ type: 'application/pdf', name: 'a.pdf', size: 10 })).toBe('type');
  });
  it('keeps at most 15 attachments', () => {
    const f = (n: number) => Array.from({ length: n }, (_, i) => new File(['x'], `${i}.txt`));
    expect(addAttachments(f(10), f(4))).toMatchObject({ dropped: false });
    const r = addAttachments(f(10), f(8));
    expect(r.files).toHaveLength(15);
    expect(r.dropped).toBe(true);
  });
});

describe('variables', () => {
  const values = variableValues({
    contact: { id: 3, name: 'Jane Q Customer', email: 'j@x.test', phone_number: null },
    conversation: { id: 12 },
    agent: { name: 'Ana Agent', email: 'a@x.test' },
    inbox: { id: 1, name: 'Web' },
  });
  it('substitutes known variables on send and leaves unknown or empty ones', () => {
    expect(
      substituteVariables(
        'Hi {{contact.first_name}} ({{ contact.email }}), #{{conversation.id}} from {{agent.name}}',
        values,
      ),
    ).toBe('Hi Jane (j@x.test), #12 from Ana Agent');
    expect(substituteVariables('{{contact.phone}} {{unknown.key}}', values)).toBe('{{contact.phone}} {{unknown.key}}');
    expect(values['contact.last_name']).toBe('Customer');
  });
});

describe('drafts', () => {
  it('keeps one draft per conversation and mode, removing empty ones', () => {
    const s = memoryStorage();
    saveDraft(draftKey(5, 'reply'), 'hello', s);
    saveDraft(draftKey(5, 'note'), 'secret', s);
    expect(loadDraft(draftKey(5, 'reply'), s)).toBe('hello');
    expect(loadDraft(draftKey(5, 'note'), s)).toBe('secret');
    saveDraft(draftKey(5, 'reply'), '  ', s);
    expect(loadDraft(draftKey(5, 'reply'), s)).toBe('');
    expect(JSON.parse(s.getItem('draftMessages') ?? '{}')).toEqual({ 'draft-5-note': 'secret' });
  });
  it('survives a corrupt store', () => {
    const s = memoryStorage();
    s.setItem('draftMessages', '{nope');
    expect(loadDraft('x', s)).toBe('');
  });
});

describe('typing status', () => {
  it('sends on once, then off 4000 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const sent: [boolean, boolean][] = [];
    const n = new TypingNotifier((on, p) => sent.push([on, p]));
    n.keystroke(false);
    vi.advanceTimersByTime(3000);
    n.keystroke(false);
    vi.advanceTimersByTime(3999);
    expect(sent).toEqual([[true, false]]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      [true, false],
      [false, false],
    ]);
    vi.useRealTimers();
  });
  it('switching to a private note restarts typing as private; stop sends off at once', () => {
    const sent: [boolean, boolean][] = [];
    const n = new TypingNotifier((on, p) => sent.push([on, p]), 4000, {
      set: () => 0 as never,
      clear: () => undefined,
    });
    n.keystroke(false);
    n.keystroke(true);
    n.stop();
    n.stop();
    expect(sent).toEqual([
      [true, false],
      [false, false],
      [true, true],
      [false, true],
    ]);
  });
});

describe('editor markdown', () => {
  const doc = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Hi ' },
          { type: 'mention', attrs: { id: '4', label: 'Ana Agent' } },
          { type: 'text', text: ' see ' },
          { type: 'text', text: 'this', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' doc', marks: [{ type: 'link', attrs: { href: 'https://x.test' } }] },
        ],
      },
      {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }],
      },
      {
        type: 'orderedList',
        attrs: { start: 1 },
        content: [
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two', marks: [{ type: 'code' }] }] }],
          },
        ],
      },
      { type: 'paragraph' },
    ],
  };
  it('writes marks, mentions and lists as markdown', () => {
    expect(docToMarkdown(doc)).toBe(
      'Hi [@Ana Agent](mention://user/4/Ana%20Agent) see **this**[ doc](https://x.test)\n- one\n1. `two`',
    );
    expect(mentionedIds(doc)).toEqual(['4']);
  });
  it('keeps a word typed right after a mention apart from it, but not punctuation', () => {
    const para = (...content: TDocNode[]): TDocNode => ({ type: 'doc', content: [{ type: 'paragraph', content }] });
    const ana: TDocNode = { type: 'mention', attrs: { id: '4', label: 'Ana' } };
    expect(docToMarkdown(para(ana, { type: 'text', text: 'can you check' }))).toBe(
      '[@Ana](mention://user/4/Ana) can you check',
    );
    expect(docToMarkdown(para(ana, { type: 'text', text: ', thanks' }))).toBe('[@Ana](mention://user/4/Ana), thanks');
  });
});

describe('emoji', () => {
  it('needs two characters and matches prefixes first', () => {
    expect(searchEmoji('s')).toEqual([]);
    const hits = searchEmoji('sm');
    expect(hits[0]?.name).toBe('smile');
    expect(hits.every((h) => h.name.includes('sm'))).toBe(true);
  });
});
