/** Rules of the reply editor (part 1 §5, part 2 §2 "Editor", §9). */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'] as const;
export const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'gif', 'webp'] as const;
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
export const MAX_ATTACHMENTS = 15;
export const TYPING_OFF_DELAY_MS = 4000;
export const EMOJI_MIN_QUERY = 2;
export const IMAGE_SIZE_PRESETS = { small: '24px', medium: '48px', large: '72px', original: '' } as const;

/** An image the editor may upload: one of five types, at most 4 MB. */
export const checkImage = (file: { type: string; name: string; size: number }): 'ok' | 'type' | 'size' => {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk =
    (IMAGE_TYPES as readonly string[]).includes(file.type) || (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk) return 'type';
  return file.size > MAX_IMAGE_BYTES ? 'size' : 'ok';
};

/** Adds picked files to the attachment list, never past 15; returns what was kept and whether some were dropped. */
export const addAttachments = (current: File[], picked: File[]) => {
  const room = Math.max(0, MAX_ATTACHMENTS - current.length);
  return { files: [...current, ...picked.slice(0, room)], dropped: picked.length > room };
};

/** The variables offered after {{ (Chatwoot's names). */
export const VARIABLE_KEYS = [
  'contact.name',
  'contact.first_name',
  'contact.last_name',
  'contact.email',
  'contact.phone',
  'contact.id',
  'conversation.id',
  'agent.name',
  'agent.first_name',
  'agent.last_name',
  'agent.email',
  'inbox.name',
  'inbox.id',
] as const;

export interface TVariableContext {
  contact?: { id?: number; name?: string | null; email?: string | null; phone_number?: string | null } | null;
  conversation?: { id: number };
  agent?: { name?: string; email?: string };
  inbox?: { id: number; name: string } | null;
}

const split = (name: string | null | undefined) => {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { first: parts[0] ?? '', last: parts.length > 1 ? parts[parts.length - 1]! : '' };
};

export const variableValues = (ctx: TVariableContext): Record<string, string> => {
  const contact = split(ctx.contact?.name);
  const agent = split(ctx.agent?.name);
  const values: Record<string, string | undefined> = {
    'contact.name': ctx.contact?.name ?? undefined,
    'contact.first_name': contact.first,
    'contact.last_name': contact.last,
    'contact.email': ctx.contact?.email ?? undefined,
    'contact.phone': ctx.contact?.phone_number ?? undefined,
    'contact.id': ctx.contact?.id?.toString(),
    'conversation.id': ctx.conversation?.id.toString(),
    'agent.name': ctx.agent?.name,
    'agent.first_name': agent.first,
    'agent.last_name': agent.last,
    'agent.email': ctx.agent?.email,
    'inbox.name': ctx.inbox?.name,
    'inbox.id': ctx.inbox?.id.toString(),
  };
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined));
};

/** {{ variables }} replaced on send; unknown or empty ones stay as typed so nothing silently vanishes. */
export const substituteVariables = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => {
    const v = values[key];
    return v === undefined || v === '' ? whole : v;
  });

/** Which variables a text still leaves unfilled (to warn before sending). */
export const unfilledVariables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);

/** Drafts: one map of key → text in localStorage (part 2 §2 "Editor"). */
export const DRAFTS_STORAGE_KEY = 'draftMessages';
export type TDraftMode = 'reply' | 'note';
export const draftKey = (conversationId: number, mode: TDraftMode) => `draft-${conversationId}-${mode}`;

const readDrafts = (storage: Storage): Record<string, string> => {
  try {
    const v = JSON.parse(storage.getItem(DRAFTS_STORAGE_KEY) ?? '{}') as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
};

export const loadDraft = (key: string, storage: Storage = localStorage) => readDrafts(storage)[key] ?? '';

export const saveDraft = (key: string, text: string, storage: Storage = localStorage) => {
  const drafts = readDrafts(storage);
  if (text.trim() === '') delete drafts[key];
  else drafts[key] = text;
  storage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(drafts));
};

/**
 * Typing status: "on" once when typing starts, "off" after 4000 ms without a keystroke (or at once
 * on send/leave). The timer functions are injectable for tests.
 */
export class TypingNotifier {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private on = false;
  private isPrivate = false;

  constructor(
    private readonly send: (on: boolean, isPrivate: boolean) => void,
    private readonly delay = TYPING_OFF_DELAY_MS,
    private readonly timers: {
      set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
      clear: (t: ReturnType<typeof setTimeout>) => void;
    } = { set: (fn, ms) => setTimeout(fn, ms), clear: (t) => clearTimeout(t) },
  ) {}

  keystroke(isPrivate: boolean) {
    if (!this.on || this.isPrivate !== isPrivate) {
      if (this.on) this.send(false, this.isPrivate);
      this.on = true;
      this.isPrivate = isPrivate;
      this.send(true, isPrivate);
    }
    if (this.timer) this.timers.clear(this.timer);
    this.timer = this.timers.set(() => this.stop(), this.delay);
  }

  stop() {
    if (this.timer) this.timers.clear(this.timer);
    this.timer = null;
    if (!this.on) return;
    this.on = false;
    this.send(false, this.isPrivate);
  }
}
