import {
  CONTENT_TYPES,
  type TCreateConversationRequest,
  type TCreateMessageRequest,
} from '../../../common/contracts/conversations.ts';
import { parseEmailList } from '../../../common/emailList.ts';
import { INTERACTIVE_ATTRIBUTES, isInteractiveType } from '../../../common/contracts/interactiveContent.ts';
import { AppError } from '../../lib/appError.ts';
import type { TStoredFile } from '../attachments/index.ts';
import type { TUserRow } from '../users/index.ts';
import type { TSendMessage } from './sendMessage.ts';
import { errorText } from '../../lib/serverText.ts';

/** A comma-separated address list; an entry that is not an email is a 422 naming the field. */
const emailList = (field: 'cc_emails' | 'bcc_emails' | 'to_emails', v: string | undefined) => {
  const { emails, invalid } = parseEmailList(v);
  if (invalid.length)
    throw AppError.invalid(field, errorText('invalidEmailAddresses', { addresses: invalid.join(', ').slice(0, 200) }));
  return emails;
};

/** The message's content attributes: `attrs` (e.g. a resolved reply-to) plus the email cc/bcc/to lists. */
export const messageAttributesOf = (input: TCreateMessageRequest, attrs: Record<string, unknown>) => {
  const cc = emailList('cc_emails', input.cc_emails);
  const bcc = emailList('bcc_emails', input.bcc_emails);
  const to = emailList('to_emails', input.to_emails);
  return {
    ...attrs,
    ...(cc?.length && { cc_emails: cc }),
    ...(bcc?.length && { bcc_emails: bcc }),
    ...(to?.length && { to_emails: to }),
  };
};

/**
 * The checked content_attributes of an interactive message (input_select, cards, form, article), or
 * null for other content types. A bad item is a 422 naming it, e.g. `content_attributes.items.0.title`.
 */
export const interactiveAttributesOf = (contentType: string, attrs: Record<string, unknown>) => {
  if (!isInteractiveType(contentType)) return null;
  const parsed = INTERACTIVE_ATTRIBUTES[contentType].safeParse(attrs);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const issue = parsed.error.issues[0];
  const path = ['content_attributes', ...(issue?.path ?? [])].join('.');
  throw AppError.invalid(path, issue?.message ?? errorText('invalid'));
};

/**
 * An agent's message request (dashboard or API) as sendMessage takes it; the author follows from the
 * actor. The API may record a customer's message (message_type incoming): its sender is then the contact.
 */
export const agentMessage = (w: {
  user?: TUserRow | null;
  input: TCreateMessageRequest;
  /** Content attributes, already validated (messageAttributesOf). */
  attributes: Record<string, unknown>;
  stored: TStoredFile[];
}): TSendMessage => {
  const { input } = w;
  return {
    incoming: input.message_type === 'incoming',
    contentType: CONTENT_TYPES.indexOf(input.content_type),
    content: input.content,
    contentAttributes: w.attributes,
    additionalAttributes: {
      ...(input.template_params && { template_params: input.template_params }),
      ...(input.campaign_id && { campaign_id: input.campaign_id }),
    },
    private: input.private,
    userRow: w.user ?? null,
    files: w.stored,
    echoId: input.echo_id,
  };
};

/**
 * The first message of a new conversation (an outgoing reply), or null when the request carries none:
 * no content, no attachment and no WhatsApp template.
 */
export const firstMessageOf = (
  input: TCreateConversationRequest,
  files: readonly unknown[],
): TCreateMessageRequest | null => {
  const msg = input.message;
  if (!msg || (msg.content === '' && !files.length && !msg.template_params)) return null;
  return {
    content: msg.content,
    private: false,
    message_type: 'outgoing',
    content_type: 'text',
    content_attributes: {},
    cc_emails: msg.cc_emails,
    bcc_emails: msg.bcc_emails,
    to_emails: msg.to_emails,
    template_params: msg.template_params,
  };
};
