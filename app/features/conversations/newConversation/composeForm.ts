import { ATTACHMENT_MAX_BYTES } from '../../../../common/contracts/conversationsActions.ts';
import { ZEmailList } from '../../../../common/contracts/conversations.ts';
import { CHANNEL_TYPES } from '../../../../common/contracts/inboxes.ts';
import {
  fillTemplate,
  sendableTemplates,
  templateBody,
  templateParams,
  templatesOf,
  type TMessageTemplate,
} from '../../../../common/whatsappTemplates.ts';
import type { TInbox } from '../../inboxes/index.ts';

/** One row of GET contacts/{id}/contactable_inboxes. */
export interface TContactableInbox {
  source_id: string;
  inbox: { id: number; name: string; channel_type: string };
}

/** The inbox list fields the dialog reads (medium tells Twilio WhatsApp from SMS). */
export type TComposeInboxInfo = Pick<TInbox, 'id' | 'medium' | 'message_templates'>;

export type TComposeKind = 'email' | 'whatsapp';

export interface TComposeTarget {
  inboxId: number;
  name: string;
  sourceId: string;
  kind: TComposeKind;
  templates: TMessageTemplate[];
}

/**
 * New-conversation inboxes (spec part 2 §5): only email and Twilio WhatsApp inboxes, with the
 * sendable templates (approved, no image or video header) of the WhatsApp ones.
 */
export const composeTargets = (contactable: TContactableInbox[], inboxes: TComposeInboxInfo[]): TComposeTarget[] =>
  contactable.flatMap(({ source_id, inbox }): TComposeTarget[] => {
    const info = inboxes.find((i) => i.id === inbox.id);
    const base = { inboxId: inbox.id, name: inbox.name, sourceId: source_id };
    if (inbox.channel_type === CHANNEL_TYPES.email) return [{ ...base, kind: 'email', templates: [] }];
    if (inbox.channel_type === CHANNEL_TYPES.twilio && info?.medium === 'whatsapp')
      return [{ ...base, kind: 'whatsapp', templates: sendableTemplates(templatesOf(info.message_templates)) }];
    return [];
  });

export interface TEmailDraft {
  subject: string;
  cc: string;
  bcc: string;
  message: string;
  files: File[];
}

export const emptyEmailDraft = (): TEmailDraft => ({ subject: '', cc: '', bcc: '', message: '', files: [] });

export type TEmailErrors = Partial<Record<'subject' | 'cc' | 'bcc' | 'message', 'required' | 'emails'>>;

/** Subject and message are required (as in Chatwoot's form); cc and bcc must be comma-separated addresses. */
export const emailErrors = (d: TEmailDraft): TEmailErrors => ({
  ...(!d.subject.trim() && { subject: 'required' }),
  ...(!ZEmailList.safeParse(d.cc).success && { cc: 'emails' }),
  ...(!ZEmailList.safeParse(d.bcc).success && { bcc: 'emails' }),
  ...(!d.message.trim() && d.files.length === 0 && { message: 'required' }),
});

/** Files over the per-attachment limit are refused before upload. */
export const oversizedFiles = (files: File[]) => files.filter((f) => f.size > ATTACHMENT_MAX_BYTES);

const addresses = (v: string) =>
  v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .join(',');

interface TIds {
  contactId: number;
  assigneeId: number | null;
}

/** The email variant: form data with the subject, cc/bcc and message[attachments][] (Chatwoot's field names). */
export const emailConversationForm = (target: TComposeTarget, ids: TIds, d: TEmailDraft) => {
  const form = new FormData();
  form.append('inbox_id', String(target.inboxId));
  form.append('contact_id', String(ids.contactId));
  form.append('source_id', target.sourceId);
  if (ids.assigneeId) form.append('assignee_id', String(ids.assigneeId));
  form.append('additional_attributes[mail_subject]', d.subject.trim());
  form.append('message[content]', d.message);
  if (addresses(d.cc)) form.append('message[cc_emails]', addresses(d.cc));
  if (addresses(d.bcc)) form.append('message[bcc_emails]', addresses(d.bcc));
  for (const f of d.files) form.append('message[attachments][]', f, f.name);
  return form;
};

/** The WhatsApp variant: JSON with the filled template text and template_params. */
export const whatsappConversationBody = (
  target: TComposeTarget,
  ids: TIds,
  template: TMessageTemplate,
  values: Record<string, string>,
) => ({
  inbox_id: target.inboxId,
  contact_id: ids.contactId,
  source_id: target.sourceId,
  ...(ids.assigneeId && { assignee_id: ids.assigneeId }),
  message: { content: fillTemplate(templateBody(template), values), template_params: templateParams(template, values) },
});
