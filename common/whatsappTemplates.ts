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

const MEDIA_HEADER_FORMATS = ['IMAGE', 'VIDEO'];

/** Templates with an image or video header cannot start a conversation (spec part 2 §5). */
export const hasMediaHeader = (t: TMessageTemplate) =>
  t.components.some((c) => MEDIA_HEADER_FORMATS.includes(String(c.format ?? '').toUpperCase()));

export const isApproved = (t: TMessageTemplate) => String(t.status ?? '').toUpperCase() === 'APPROVED';

/** The templates a new conversation may use: approved, without an image or video header. */
export const sendableTemplates = (templates: TMessageTemplate[]) =>
  templates.filter((t) => isApproved(t) && !hasMediaHeader(t));

/** The text of the BODY component ('' when there is none). */
export const templateBody = (t: TMessageTemplate) => {
  const body = t.components.find((c) => c.type.toUpperCase() === 'BODY');
  return typeof body?.text === 'string' ? body.text : '';
};

const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The variable names of a template text in order of first use: "Hi {{1}}, {{2}}" → ['1', '2']. */
export const templateVariables = (text: string) => [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]!))];

/** Replaces each {{name}} with its value; variables without a value stay as they are. */
export const fillTemplate = (text: string, values: Record<string, string>) =>
  text.replace(VARIABLE, (whole, name: string) => (values[name]?.trim() ? values[name] : whole));

/** Every variable of the template has a non-blank value. */
export const isTemplateComplete = (t: TMessageTemplate, values: Record<string, string>) =>
  templateVariables(templateBody(t)).every((v) => Boolean(values[v]?.trim()));

/** message.template_params as Chatwoot sends it: which template, and the values of its body variables. */
export const templateParams = (t: TMessageTemplate, values: Record<string, string>) => ({
  name: t.name,
  category: t.category,
  language: t.language,
  processed_params: Object.fromEntries(templateVariables(templateBody(t)).map((v) => [v, values[v]?.trim() ?? ''])),
});

/** Finds the stored template a send names (by name, and language when given). */
export const findTemplate = (templates: TMessageTemplate[], name: string, language?: string) =>
  templates.find((t) => t.name === name && (!language || t.language === language)) ??
  templates.find((t) => t.name === name);
