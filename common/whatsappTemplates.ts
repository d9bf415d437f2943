/**
 * WhatsApp message templates as inboxes carry them (`message_templates`, Meta's shape; Twilio content
 * templates are stored in the same shape with their `content_sid`), and the rules the new-conversation
 * dialog and the senders share.
 */
export interface TTemplateComponent {
  type: string;
  format?: string;
  text?: string;
  [key: string]: unknown;
}

export interface TMessageTemplate {
  id?: string;
  name: string;
  language: string;
  category?: string;
  status?: string;
  components: TTemplateComponent[];
  /** Twilio only: the content template's sid (HX…), sent as ContentSid. */
  content_sid?: string;
  [key: string]: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The well-formed templates of an inbox payload's `message_templates` (anything else is dropped). */
export const templatesOf = (value: unknown): TMessageTemplate[] =>
  Array.isArray(value)
    ? value.flatMap((t) =>
        isRecord(t) && typeof t.name === 'string' && t.name !== ''
          ? [
              {
                ...t,
                name: t.name,
                language: typeof t.language === 'string' ? t.language : '',
                components: Array.isArray(t.components) ? t.components.filter(isRecord).map(asComponent) : [],
              },
            ]
          : [],
      )
    : [];

const asComponent = (c: Record<string, unknown>): TTemplateComponent => ({
  ...c,
  type: typeof c.type === 'string' ? c.type : '',
});

const MEDIA_HEADER_FORMATS = ['IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION'];

/**
 * Templates whose header needs media or a location cannot start a conversation here: spec part 2 §5 names
 * image and video; a document or location header needs a parameter the picker cannot give either.
 */
export const hasMediaHeader = (t: TMessageTemplate) =>
  t.components.some((c) => MEDIA_HEADER_FORMATS.includes(String(c.format ?? '').toUpperCase()));

export const isApproved = (t: TMessageTemplate) => String(t.status ?? '').toUpperCase() === 'APPROVED';

/** The templates a new conversation may use: approved, without a media or location header. */
export const sendableTemplates = (templates: TMessageTemplate[]) =>
  templates.filter((t) => isApproved(t) && !hasMediaHeader(t));

/** Inboxes whose templates are synced: WhatsApp (Cloud, 360dialog) and Twilio's WhatsApp numbers. */
export const hasWhatsappTemplates = (channelType: string, medium?: string | null) =>
  channelType === 'Channel::Whatsapp' || (channelType === 'Channel::TwilioSms' && medium === 'whatsapp');

const componentOf = (t: TMessageTemplate, type: string) => t.components.find((c) => c.type.toUpperCase() === type);

/** The text of the BODY component ('' when there is none). */
export const templateBody = (t: TMessageTemplate) => {
  const body = componentOf(t, 'BODY');
  return typeof body?.text === 'string' ? body.text : '';
};

/** The text of a TEXT header ('' when there is none, or the header is media). */
export const templateHeaderText = (t: TMessageTemplate) => {
  const header = componentOf(t, 'HEADER');
  const isText = String(header?.format ?? 'TEXT').toUpperCase() === 'TEXT';
  return isText && typeof header?.text === 'string' ? header.text : '';
};

export interface TTemplateButton {
  /** URL, QUICK_REPLY, PHONE_NUMBER, COPY_CODE… */
  type: string;
  text: string;
  url?: string;
}

/** The buttons of the BUTTONS component in order (a send names a button by this index). */
export const templateButtons = (t: TMessageTemplate): TTemplateButton[] => {
  const buttons = componentOf(t, 'BUTTONS')?.buttons;
  return (Array.isArray(buttons) ? (buttons as unknown[]) : []).map((b) =>
    isRecord(b)
      ? {
          type: typeof b.type === 'string' ? b.type.toUpperCase() : '',
          text: typeof b.text === 'string' ? b.text : '',
          ...(typeof b.url === 'string' && { url: b.url }),
        }
      : { type: '', text: '' },
  );
};

const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The variable names of a template text in order of first use: "Hi {{1}}, {{2}}" → ['1', '2']. */
export const templateVariables = (text: string) => [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]!))];

/** Replaces each {{name}} with its value; variables without a value stay as they are. */
export const fillTemplate = (text: string, values: Record<string, string>) =>
  text.replace(VARIABLE, (whole, name: string) => (values[name]?.trim() ? values[name] : whole));

export type TTemplateSection = 'header' | 'body' | 'button';

/** One value a template send needs: a {{variable}} of the text header, of the body, or of a URL button. */
export interface TTemplateSlot {
  /** Where the picker keeps its value: the name for body variables, `header.1`, `button.0` (WhatsApp). */
  key: string;
  section: TTemplateSection;
  /** The variable's name: "1", or a named parameter. */
  name: string;
  /** Buttons: the button's position in the template. */
  index?: number;
}

/** Twilio's content variables are one set across header, body and buttons: the same {{1}} is one value. */
const sharesVariables = (t: TMessageTemplate) => typeof t.content_sid === 'string' && t.content_sid !== '';

const sectionSlots = (t: TMessageTemplate, section: TTemplateSection): TTemplateSlot[] => {
  const shared = sharesVariables(t);
  if (section === 'button')
    return templateButtons(t).flatMap((b, index): TTemplateSlot[] => {
      const name = b.type === 'URL' && b.url ? templateVariables(b.url)[0] : undefined;
      return name ? [{ key: shared ? name : `button.${index}`, section, name, index }] : [];
    });
  const text = section === 'header' ? templateHeaderText(t) : templateBody(t);
  return templateVariables(text).map((name) => ({
    key: shared || section === 'body' ? name : `header.${name}`,
    section,
    name,
  }));
};

/** Every value the template needs, header first, then body, then URL buttons (one input each). */
export const templateSlots = (t: TMessageTemplate) => {
  const all = [...sectionSlots(t, 'header'), ...sectionSlots(t, 'body'), ...sectionSlots(t, 'button')];
  return all.filter((s, i) => all.findIndex((o) => o.key === s.key) === i);
};

/** A section's values by variable name, for filling its text. */
export const sectionValues = (t: TMessageTemplate, values: Record<string, string>, section: TTemplateSection) =>
  Object.fromEntries(sectionSlots(t, section).map((s) => [s.name, values[s.key] ?? '']));

/** The slots without a non-blank value. */
export const missingTemplateSlots = (t: TMessageTemplate, values: Record<string, string>) =>
  templateSlots(t).filter((s) => !values[s.key]?.trim());

/** Every variable of the template (header, body, URL buttons) has a non-blank value. */
export const isTemplateComplete = (t: TMessageTemplate, values: Record<string, string>) =>
  missingTemplateSlots(t, values).length === 0;

/**
 * message.template_params as Chatwoot sends it: which template, and processed_params by component —
 * `body` and `header` by variable name, `buttons` by button index ({type: 'url', parameter}).
 */
export const templateParams = (t: TMessageTemplate, values: Record<string, string>) => {
  const byName = (section: TTemplateSection) =>
    Object.fromEntries(sectionSlots(t, section).map((s) => [s.name, values[s.key]?.trim() ?? '']));
  const buttons: ({ type: 'url'; parameter: string } | null)[] = [];
  for (const s of sectionSlots(t, 'button'))
    buttons[s.index!] = { type: 'url', parameter: values[s.key]?.trim() ?? '' };
  const header = byName('header');
  const body = byName('body');
  return {
    name: t.name,
    category: t.category,
    language: t.language,
    processed_params: {
      ...(Object.keys(header).length > 0 && { header }),
      ...(Object.keys(body).length > 0 && { body }),
      ...(buttons.length > 0 && { buttons: Array.from(buttons, (b) => b ?? null) }),
    },
  };
};

const scalars = (v: unknown): Record<string, string> =>
  isRecord(v)
    ? Object.fromEntries(
        Object.entries(v).flatMap(([k, x]) =>
          typeof x === 'string' || typeof x === 'number' ? [[k, String(x)] as const] : [],
        ),
      )
    : {};

export interface TProcessedParts {
  header: Record<string, string>;
  body: Record<string, string>;
  /** By button index; null where a button takes no parameter. */
  buttons: ({ type: string; parameter: string } | null)[];
}

/**
 * processed_params in either of Chatwoot's shapes: the flat {"1": "x"} (body variables only) or
 * {header, body, buttons}.
 */
export const processedParts = (p: Record<string, unknown>): TProcessedParts => {
  const isByComponent = ['header', 'body', 'buttons'].some((k) => typeof p[k] === 'object' && p[k] !== null);
  if (!isByComponent) return { header: {}, body: scalars(p), buttons: [] };
  const buttons = Array.isArray(p.buttons) ? (p.buttons as unknown[]) : [];
  return {
    header: scalars(p.header),
    body: scalars(p.body),
    buttons: buttons.map((b) =>
      isRecord(b)
        ? { type: typeof b.type === 'string' ? b.type.toLowerCase() : 'url', parameter: scalars(b).parameter ?? '' }
        : null,
    ),
  };
};

/** The picker's values a send's processed_params carries for a template (the inverse of templateParams). */
export const templateParamValues = (t: TMessageTemplate, processed: Record<string, unknown>) => {
  const parts = processedParts(processed);
  const own = (s: TTemplateSlot) =>
    s.section === 'button' ? parts.buttons[s.index!]?.parameter : parts[s.section][s.name];
  // Twilio's variables are one set: a value given anywhere (the flat shape puts all in body) counts.
  const shared = (s: TTemplateSlot) => (sharesVariables(t) ? (parts.body[s.name] ?? parts.header[s.name]) : undefined);
  const values: Record<string, string> = {};
  for (const s of templateSlots(t)) {
    const v = own(s) ?? shared(s);
    if (v !== undefined) values[s.key] = v;
  }
  return values;
};

/** Variables named in their numeric order ({{1}}, {{2}}… ; named ones keep their order). */
export const orderedEntries = (values: Record<string, string>) =>
  Object.entries(values).sort(([a], [b]) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : 0));

/** Finds the stored template a send names (by name, and language when given). */
export const findTemplate = (templates: TMessageTemplate[], name: string, language?: string) =>
  templates.find((t) => t.name === name && (!language || t.language === language)) ??
  templates.find((t) => t.name === name);
